import { describe, expect, it } from 'vitest';
import { fieldsSentences, withLabels, type StoredFields } from '@common/published-fields';
import { sampleInput } from '../../../test/fakes/publishers/context';
import { devtoFields } from './devto/devto.publisher';
import { ghostFields } from './ghost/ghost.publisher';
import { hashnodeFields } from './hashnode/hashnode.publisher';
import { fieldReport, wantedFields } from './landed-fields';
import { mediumFields } from './medium/medium.publisher';
import type { PublishInput } from './types';
import type { SavedWpPost, WpRest } from './wordpress/wordpress-rest';
import { wordpressFields, type SeoPlugin } from './wordpress/wordpress-seo';

/** docs/decisions/018-publishing-destinations-and-modes.md: each platform's report of which fields landed. */
const full = (over: Partial<PublishInput> = {}) =>
  sampleInput({
    canonicalUrl: 'https://home.example/sunrise',
    seo: {
      title: 'Sunrise on Mount Tam',
      description: 'Soft light and empty trails.',
      slug: 'sunrise-hike',
      imageAlt: 'Trail at sunrise',
    },
    ...over,
  });

const landedOf = (r: StoredFields) => r.landed.map((f) => f.field);
const missedOf = (r: StoredFields) => Object.fromEntries(r.notLanded.map((f) => [f.field, f.reason]));

const wpRest = (platform: string): WpRest => ({ platform, route: () => '', auth: '', credential: '' });
const saved = (over: Partial<SavedWpPost> = {}): SavedWpPost => ({
  id: '1',
  url: 'https://blog.example/sunrise-hike/',
  status: 'published',
  slug: 'sunrise-hike',
  tagCount: 5,
  ...over,
});
const wordpress = (plugin: SeoPlugin, input = full(), post = saved(), seoPlugins = true) =>
  wordpressFields(input, wpRest(seoPlugins ? 'WordPress' : 'WordPress.com'), post, {
    plugin,
    seoPlugins,
    tagsSent: 5,
    media: 7,
  });

describe('which fields are reported', () => {
  it('only those the creator gave a value: no SEO title, canonical, tags or image, no line for them', () => {
    const bare = sampleInput({
      tags: [],
      featuredImage: null,
      seo: { title: null, description: null, slug: 'bare', imageAlt: null },
    });
    expect(wantedFields(bare)).toEqual(['title', 'slug']);
    expect(wantedFields(full())).toEqual([
      'title',
      'slug',
      'metaDescription',
      'seoTitle',
      'canonicalUrl',
      'tags',
      'featuredImageAlt',
    ]);
  });

  it('a field a publisher says nothing about is not landed: the platform has no field for it', () => {
    expect(missedOf(fieldReport(full(), 'Somewhere', { title: { landed: true } }))).toMatchObject({
      slug: 'Somewhere has no field for it',
    });
  });
});

describe('WordPress', () => {
  it('without Yoast or Rank Math: SEO title and canonical URL not set, the rest landed', () => {
    const r = wordpress(null);
    expect(landedOf(r)).toEqual(['title', 'slug', 'metaDescription', 'tags', 'featuredImageAlt']);
    expect(r.landed.find((f) => f.field === 'metaDescription')?.note).toBe('as the post excerpt');
    expect(missedOf(r)).toEqual({
      seoTitle: 'this WordPress site has no Yoast SEO or Rank Math',
      canonicalUrl: 'this WordPress site has no Yoast SEO or Rank Math',
    });
    expect(fieldsSentences(withLabels(r)).notLanded).toEqual([
      'SEO title and canonical URL not set: this WordPress site has no Yoast SEO or Rank Math.',
    ]);
  });

  it('with Yoast SEO or Rank Math: every field landed, the SEO ones in the plugin', () => {
    for (const [plugin, name] of [
      ['yoast', 'Yoast SEO'],
      ['rankmath', 'Rank Math'],
    ] as const) {
      const r = wordpress(plugin);
      expect(r.notLanded).toEqual([]);
      expect(r.landed).toContainEqual({ field: 'seoTitle', note: `in ${name}` });
      expect(r.landed).toContainEqual({ field: 'canonicalUrl', note: `in ${name}` });
    }
  });

  it('WordPress.com takes no SEO title or canonical URL through its API', () => {
    expect(missedOf(wordpress(null, full(), saved(), false))).toEqual({
      seoTitle: 'WordPress.com takes no SEO title or canonical URL through its API',
      canonicalUrl: 'WordPress.com takes no SEO title or canonical URL through its API',
    });
  });

  it('a slug WordPress changed, tags it kept fewer of, an image that did not arrive', () => {
    const input = full({ tags: Array.from({ length: 22 }, (_, i) => `tag ${i}`) });
    const r = wordpressFields(input, wpRest('WordPress'), saved({ slug: 'sunrise-hike-2', tagCount: 20 }), {
      plugin: null,
      seoPlugins: true,
      tagsSent: 20,
      media: undefined,
    });
    expect(missedOf(r)).toMatchObject({
      slug: 'WordPress gave the post the slug “sunrise-hike-2”, as another post there has “sunrise-hike”',
      featuredImageAlt: 'the featured image did not reach WordPress',
    });
    expect(r.landed).toContainEqual({ field: 'tags', note: '20 of 22: WordPress takes at most 20' });
  });
});

describe('DEV, Hashnode, Medium, Ghost', () => {
  it('DEV: description, canonical and 4 tags; no slug, SEO title or cover alt text', () => {
    const r = devtoFields(full());
    expect(landedOf(r)).toEqual(['title', 'metaDescription', 'canonicalUrl', 'tags']);
    expect(r.landed).toContainEqual({ field: 'tags', note: '4 of 5: DEV takes at most 4, letters and digits only' });
    expect(Object.keys(missedOf(r))).toEqual(['slug', 'seoTitle', 'featuredImageAlt']);
  });

  it('Hashnode: everything but the cover image alt text', () => {
    const r = hashnodeFields(full());
    expect(landedOf(r)).toEqual(['title', 'slug', 'metaDescription', 'seoTitle', 'canonicalUrl', 'tags']);
    expect(missedOf(r)).toEqual({ featuredImageAlt: 'Hashnode has no alt text for the cover image' });
  });

  it('Medium: title, canonical, 3 tags and the opening image alt; no slug, description or SEO title', () => {
    const r = mediumFields(full());
    expect(landedOf(r)).toEqual(['title', 'canonicalUrl', 'tags', 'featuredImageAlt']);
    expect(missedOf(r)).toEqual({
      slug: "Medium makes the post's address from its title",
      metaDescription: "Medium's API has no description field",
      seoTitle: "Medium's API has no SEO title field",
    });
  });

  it('Ghost: every field in its own place; a slug Ghost changed is said', () => {
    expect(ghostFields(full(), 'sunrise-hike', true).notLanded).toEqual([]);
    expect(missedOf(ghostFields(full(), 'sunrise-hike-2', false))).toEqual({
      slug: 'Ghost gave the post the slug “sunrise-hike-2”, as another post there has “sunrise-hike”',
      featuredImageAlt: 'the featured image did not reach Ghost',
    });
  });
});

describe('the outcome in words', () => {
  it('lists what landed with its note, then one sentence per reason', () => {
    const words = fieldsSentences(withLabels(devtoFields(full({ tags: ['one'] }))));
    expect(words.landed).toBe('Landed: title, meta description, canonical URL and tags.');
    expect(words.notLanded).toEqual([
      "Slug not set: DEV makes the post's address from its title.",
      'SEO title not set: DEV has no SEO title field (it shows the post title).',
      'Featured image alt text not set: DEV has no alt text for the cover image.',
    ]);
  });
});
