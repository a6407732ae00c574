import type { lookup as dnsLookup } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherFakes } from '../../../../test/fakes/publishers/all';
import { sampleInput } from '../../../../test/fakes/publishers/context';
import { failure, fakePublisher, inMinutes } from '../../../../test/fakes/publishers/harness';
import { destinationKey } from '../destination';
import { createSafeHttpClient } from '../http';
import { createPublisher } from '../registry';
import type { PublishInput } from '../types';

const fakes = publisherFakes();
const { wp } = fakes;
beforeAll(() => fakes.start());
afterAll(() => fakes.close());

const site = (password = wp.appPassword) =>
  fakePublisher(fakes, 'wordpress', password, { apiUrl: wp.siteUrl, login: wp.username }, 'admin');
const stored = (id: string) => wp.posts.find((p) => String(p.id) === id);
const input = (slug: string, over: Partial<PublishInput> = {}) =>
  sampleInput({
    title: `Title of ${slug}`,
    category: null,
    seo: { title: 'SEO title', description: 'Meta description.', slug, imageAlt: 'A trail at dawn' },
    ...over,
  });

describe('WordPress drafts, schedules, updates and withdrawals', () => {
  it('creates a draft, then publishes that same post (same id and link) with the current content', async () => {
    const draft = await site().publish(input('wp-draft', { mode: 'draft' }));
    expect(draft.status).toBe('draft');
    expect(stored(draft.id)?.status).toBe('draft');
    const live = await site().update(draft, input('wp-draft', { html: '<p>Final.</p>' }));
    expect(live).toMatchObject({ id: draft.id, url: draft.url, status: 'published' });
    expect(stored(draft.id)).toMatchObject({ status: 'publish', content: '<p>Final.</p>' });
  });

  it('schedules natively: status future with date_gmt', async () => {
    const at = inMinutes(120);
    const post = await site().publish(input('wp-future', { publishAt: at }));
    expect(post.status).toBe('scheduled');
    expect(stored(post.id)).toMatchObject({ status: 'future', date_gmt: at.toISOString().slice(0, 19) });
  });

  it('withdraws to draft or to the trash; publishing again keeps the id and link', async () => {
    const post = await site().publish(input('wp-withdraw'));
    await site().withdraw(post, 'draft');
    expect(stored(post.id)?.status).toBe('draft');
    await site().withdraw(post, 'trash');
    expect(stored(post.id)?.status).toBe('trash');
    await site().withdraw(post, 'trash');
    const again = await site().update({ ...post, status: 'draft' }, input('wp-withdraw', { html: '<p>Fixed.</p>' }));
    expect(again).toMatchObject({ id: post.id, url: post.url, status: 'published' });
    expect(stored(post.id)).toMatchObject({ status: 'publish', content: '<p>Fixed.</p>' });
  });
});

describe('WordPress featured image', () => {
  it('uploads the image once per site, named after the slug, with alt text, attached to the post', async () => {
    const before = wp.media.length;
    wp.fault('create', { status: 500, body: { code: 'internal', message: 'Down', data: { status: 500 } } });
    expect((await failure(site().publish(input('wp-image')))).kind).toBe('unknown_outcome');
    const post = await site().publish(input('wp-image'));
    expect(wp.media.length).toBe(before + 1);
    const media = wp.media.at(-1);
    expect(media).toMatchObject({
      filename: 'wp-image-featured.png',
      alt_text: 'A trail at dawn',
      post: Number(post.id),
    });
    expect(post.mediaId).toBe(String(media?.id));
    expect(stored(post.id)?.featured_media).toBe(media?.id);

    await site().update(post, input('wp-image', { remoteMediaId: post.mediaId ?? null }));
    expect(wp.media.length).toBe(before + 1);
  });
});

describe('WordPress SEO fields and canonical URL', () => {
  const home = 'https://home.example.com/original';

  it('without an SEO plugin: excerpt and slug, and the optional Originally published sentence', async () => {
    wp.seoPlugin = null;
    const post = await site().publish(input('wp-plain', { canonicalUrl: home }));
    expect(stored(post.id)).toMatchObject({ excerpt: 'Meta description.', slug: 'wp-plain', meta: {} });
    expect(stored(post.id)?.content).toContain(`Originally published at <a href="${home}">`);
    const quiet = await site().publish(input('wp-quiet', { canonicalUrl: home, originallyPublishedNote: false }));
    expect(stored(quiet.id)?.content).not.toContain('Originally published');
  });

  it('with Yoast: the SEO title, description and canonical go to its fields', async () => {
    wp.seoPlugin = 'yoast';
    try {
      const post = await site().publish(input('wp-yoast', { canonicalUrl: home }));
      expect(stored(post.id)?.meta).toEqual({
        _yoast_wpseo_title: 'SEO title',
        _yoast_wpseo_metadesc: 'Meta description.',
        _yoast_wpseo_canonical: home,
      });
      expect(stored(post.id)?.content).not.toContain('Originally published');
    } finally {
      wp.seoPlugin = null;
    }
  });

  it('with Rank Math: its updateMeta route gets them after the post exists', async () => {
    wp.seoPlugin = 'rankmath';
    try {
      const post = await site().publish(input('wp-rankmath', { canonicalUrl: home }));
      expect(wp.rankMath.get(Number(post.id))).toEqual({
        rank_math_title: 'SEO title',
        rank_math_description: 'Meta description.',
        rank_math_canonical_url: home,
      });
    } finally {
      wp.seoPlugin = null;
    }
  });
});

describe('WordPress.com', () => {
  it('identifies the site the same way whether its numeric id or its domain was typed', async () => {
    const { wpcom } = fakes;
    const byDomain = await fakePublisher(fakes, 'wordpress', wpcom.token, { siteId: wpcom.siteId }).validate();
    const byId = await fakePublisher(fakes, 'wordpress', wpcom.token, {
      siteId: String(wpcom.numericSiteId),
    }).validate();
    expect(byDomain.settings).toMatchObject({ wpcomSiteId: '4242', siteHost: 'example.wordpress.com' });
    expect(destinationKey('wordpress', byId.settings)).toBe(destinationKey('wordpress', byDomain.settings));
    expect(destinationKey('wordpress', byId.settings)).toBe('wordpress:wpcom/example.wordpress.com');
  });
});

describe('WordPress failures in plain words', () => {
  it('a revoked application password is the password, not a missing role', async () => {
    const err = await failure(site('revoked pass word xxxx').publish(input('wp-revoked')));
    expect(err).toMatchObject({
      kind: 'auth_expired',
      message:
        'WordPress rejected the application password: reconnect with a new one on the Publishing Platforms page.',
    });
    expect(err.message).not.toMatch(/role/i);
  });

  it('gives role advice only when the role is the problem (a Contributor cannot publish)', async () => {
    wp.contributorRole = true;
    try {
      const err = await failure(site().publish(input('wp-contributor')));
      expect(err.kind).toBe('forbidden');
      expect(err.message).toMatch(/needs the Author role or higher/);
    } finally {
      wp.contributorRole = false;
    }
  });

  it('a site whose host does not exist fails at once, without "try again"', async () => {
    const notFound = ((_host: string, _opts: unknown, cb: (err: Error) => void) =>
      cb(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }))) as unknown as typeof dnsLookup;
    const ctx = {
      http: createSafeHttpClient({ allowlist: [], lookup: notFound }),
      urls: { devto: '', hashnode: '', medium: '', wpcom: '' },
    };
    const publisher = createPublisher(ctx, 'wordpress', {
      secret: wp.appPassword,
      username: 'admin',
      profileUrl: null,
      settings: { apiUrl: 'https://no-such-site.example', login: 'admin' },
    });
    const err = await failure(publisher.publish(input('wp-nowhere')));
    expect(err.kind).toBe('permanent');
    expect(err.message).toBe('WordPress: Could not find the host no-such-site.example.');
    expect(err.message).not.toMatch(/try again/i);
  });
});
