import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInput, testPublisherContext } from '../../../../test/fakes/publishers/context';
import { failure, inMinutes } from '../../../../test/fakes/publishers/harness';
import { startWordPress, wordpressAvailable, type WordPressSite } from '../../../../test/helpers/wordpress-site';
import { createPublisher } from '../registry';
import type { Publisher, PublishInput } from '../types';

/**
 * The WordPress adapter against a real WordPress (Debian's package, as test/wordpress starts it):
 * what the fake claims about drafts, schedules, trash, media and refused passwords, checked on the
 * real thing. Without the packages it says so loudly; CI fails then anyway, in
 * test/wordpress/real-wordpress.int.test.ts, which refuses to be skipped there.
 */
const availability = await wordpressAvailable();
if (!availability.ok) {
  const banner = `REAL WORDPRESS ADAPTER TEST NOT RUN: missing ${availability.missing.join(', ')}`;
  console.warn(`\n${banner}\n`);
}

describe.skipIf(!availability.ok)('the WordPress adapter on a real WordPress', () => {
  let wp: WordPressSite;
  beforeAll(async () => {
    wp = await startWordPress();
  }, 120_000);
  afterAll(async () => {
    await wp?.stop();
  });

  const site = (password = wp.appPassword): Publisher =>
    createPublisher(testPublisherContext([new URL(wp.url).host], {}, 20_000), 'wordpress', {
      secret: password,
      username: wp.username,
      profileUrl: null,
      settings: { apiUrl: wp.url, login: wp.username },
    });
  const read = async (path: string) => {
    const auth = `Basic ${Buffer.from(`${wp.username}:${wp.appPassword}`).toString('base64')}`;
    const res = await fetch(`${wp.url}/wp-json/wp/v2${path}`, { headers: { authorization: auth } });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const input = (slug: string, over: Partial<PublishInput> = {}) =>
    sampleInput({
      title: `Real ${slug}`,
      category: null,
      tags: ['real'],
      seo: { title: null, description: 'Meta description.', slug, imageAlt: 'A trail at dawn' },
      ...over,
    });

  it('turns a draft live in place, schedules with future, and brings a trashed post back with the same id and link', async () => {
    const draft = await site().publish(input('real-draft', { mode: 'draft' }));
    expect(draft.status).toBe('draft');
    const live = await site().update(draft, input('real-draft', { html: '<p>Live now.</p>' }));
    expect(live).toMatchObject({ id: draft.id, status: 'published' });
    const post = await read(`/posts/${draft.id}?context=edit`);
    expect(post).toMatchObject({ status: 'publish', excerpt: { raw: 'Meta description.' } });
    expect((post.content as { raw: string }).raw).toContain('Live now.');

    const at = inMinutes(180);
    const scheduled = await site().publish(input('real-future', { publishAt: at }));
    expect(scheduled.status).toBe('scheduled');
    expect(await read(`/posts/${scheduled.id}?context=edit`)).toMatchObject({
      status: 'future',
      date_gmt: at.toISOString().slice(0, 19),
    });

    await site().withdraw(live, 'trash');
    expect((await read(`/posts/${live.id}?context=edit`)).status).toBe('trash');
    const back = await site().update({ ...live, status: 'draft' }, input('real-draft', { html: '<p>Fixed.</p>' }));
    expect(back).toMatchObject({ id: live.id, url: live.url, status: 'published' });
    await site().withdraw(back, 'draft');
    expect((await read(`/posts/${live.id}?context=edit`)).status).toBe('draft');
  }, 60_000);

  it('uploads the featured image once, named after the slug, with alt text, attached to the post', async () => {
    const first = await site().publish(input('real-image'));
    expect(first.mediaId).toMatch(/^\d+$/);
    const media = await read(`/media/${first.mediaId}?context=edit`);
    expect(media).toMatchObject({ alt_text: 'A trail at dawn', post: Number(first.id), slug: 'real-image-featured' });
    // An update (and a retry that lost the remembered id) reuse the same attachment.
    await site().update(first, input('real-image', { remoteMediaId: first.mediaId ?? null }));
    const again = await site().update(first, input('real-image', { remoteMediaId: null }));
    expect(again.mediaId).toBe(first.mediaId);
    expect((await read(`/posts/${first.id}?context=edit`)).featured_media).toBe(Number(first.mediaId));
  }, 60_000);

  it('a revoked application password is reported as the password, with no role advice', async () => {
    const err = await failure(site('aaaa bbbb cccc dddd eeee ffff').publish(input('real-revoked')));
    expect(err.kind).toBe('auth_expired');
    expect(err.message).toBe(
      'WordPress rejected the application password: reconnect with a new one on the Publishing Platforms page.',
    );
  }, 30_000);
});
