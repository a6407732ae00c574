import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherFakes } from '../../../../test/fakes/publishers/all';
import { featured, sampleInput } from '../../../../test/fakes/publishers/context';
import { failure, fakePublisher, inMinutes } from '../../../../test/fakes/publishers/harness';
import type { PublishInput } from '../types';

const fakes = publisherFakes();
const { ghost } = fakes;
beforeAll(() => fakes.start());
afterAll(() => fakes.close());

const site = (key = ghost.adminKey) => fakePublisher(fakes, 'ghost', key, { apiUrl: ghost.url });
const post = (id: string) => ghost.posts.find((p) => p.id === id);
const input = (slug: string, over: Partial<PublishInput> = {}) =>
  sampleInput({
    title: `Title of ${slug}`,
    seo: { title: 'SEO title', description: 'Meta description.', slug, imageAlt: 'A trail at dawn' },
    ...over,
  });

describe('Ghost fields', () => {
  it('lands the SEO title, meta description, excerpt, image alt text and canonical URL in their fields', async () => {
    const created = await site().publish(input('seo-fields', { canonicalUrl: 'https://home.example.com/seo' }));
    expect(post(created.id)).toMatchObject({
      status: 'published',
      slug: 'seo-fields',
      meta_title: 'SEO title',
      meta_description: 'Meta description.',
      custom_excerpt: 'Meta description.',
      feature_image: 'https://inkgram.example/media/cover.png',
      feature_image_alt: 'A trail at dawn',
      canonical_url: 'https://home.example.com/seo',
    });
  });
});

describe('Ghost featured image', () => {
  it('uploads an image that has no public URL once, named after the slug, and reuses it on update', async () => {
    const inline = { url: null, load: featured().load };
    const created = await site().publish(input('inline-image', { featuredImage: inline }));
    expect(ghost.images).toEqual([
      { filename: 'inline-image-featured.png', ref: 'inline-image', bytes: expect.any(Number) },
    ]);
    const url = `${ghost.url}/content/images/2026/11/inline-image-featured.png`;
    expect(created.mediaId).toBe(url);
    expect(post(created.id)).toMatchObject({ feature_image: url, feature_image_alt: 'A trail at dawn' });
    await site().update(
      created,
      input('inline-image', { featuredImage: inline, remoteMediaId: created.mediaId ?? null }),
    );
    expect(ghost.images).toHaveLength(1);
  });
});

describe('Ghost drafts, schedules, updates and withdrawals', () => {
  it('creates a draft, then publishes the same post in place with the current content', async () => {
    const draft = await site().publish(input('draft-then-live', { mode: 'draft' }));
    expect(draft.status).toBe('draft');
    expect(post(draft.id)?.status).toBe('draft');
    const live = await site().update(draft, input('draft-then-live', { html: '<p>Finished.</p>' }));
    expect(live).toMatchObject({ id: draft.id, url: draft.url, status: 'published' });
    expect(post(draft.id)).toMatchObject({ status: 'published', html: '<p>Finished.</p>' });
    expect(ghost.posts.filter((p) => p.slug.startsWith('draft-then-live'))).toHaveLength(1);
  });

  it('schedules natively with published_at', async () => {
    const at = inMinutes(90);
    const scheduled = await site().publish(input('scheduled', { publishAt: at }));
    expect(scheduled.status).toBe('scheduled');
    expect(post(scheduled.id)).toMatchObject({ status: 'scheduled', published_at: at.toISOString() });
  });

  it('withdraws to draft, then publishing again keeps the id and URL; trash deletes the post', async () => {
    const live = await site().publish(input('withdraw-me'));
    await site().withdraw(live, 'draft');
    expect(post(live.id)?.status).toBe('draft');
    const again = await site().update(
      { ...live, status: 'draft' },
      input('withdraw-me', { html: '<p>Typo fixed.</p>' }),
    );
    expect(again).toMatchObject({ id: live.id, url: live.url, status: 'published' });
    expect(post(live.id)?.html).toBe('<p>Typo fixed.</p>');
    await site().withdraw(live, 'trash');
    expect(post(live.id)).toBeUndefined();
  });
});

describe('Ghost look-ups', () => {
  it('pages through 100 posts at a time to find the post of an earlier connection, so a reconnect makes no -2 copy', async () => {
    for (let i = 0; i < 140; i++) {
      ghost.posts.push({
        id: `filler${i}`,
        slug: `paged-${i}`,
        title: `Filler ${i}`,
        html: '',
        status: 'published',
        tags: [],
        url: `${ghost.url}/paged-${i}/`,
        updated_at: new Date(0).toISOString(),
      });
    }
    const first = await site().publish(input('paged', { title: 'The paged post' }));
    // Another connection to the same site (a new key after a reconnect) looks before posting.
    const found = await site().findExisting(input('paged', { title: 'The paged post' }));
    expect(found).toEqual({ ...first, fields: undefined }); // a post found again has no report
    const lookups = ghost.requests.filter(
      (r) => r.method === 'GET' && r.url.searchParams.get('filter')?.includes('paged'),
    );
    expect(lookups.map((r) => r.url.searchParams.get('limit'))).toEqual(['100', '100']);
    expect(lookups.map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(ghost.posts.some((p) => p.slug === 'paged-2' && p.title === 'The paged post')).toBe(false);
  });
});

describe('Ghost failures', () => {
  it('a refused Admin API key while publishing names Ghost once and asks to reconnect', async () => {
    const other = `${'f'.repeat(24)}:${'0'.repeat(64)}`;
    const err = await failure(site(other).publish(input('refused')));
    expect(err).toMatchObject({
      kind: 'auth_expired',
      message: 'Ghost rejected the Admin API key: reconnect with a new one on the Publishing Platforms page.',
    });
  });
});
