import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherFakes } from '../../../../test/fakes/publishers/all';
import { sampleInput } from '../../../../test/fakes/publishers/context';
import { failure, fakePublisher } from '../../../../test/fakes/publishers/harness';
import type { PublishInput } from '../types';
import { HASHNODE_PRO_MESSAGE } from './hashnode.publisher';

const fakes = publisherFakes();
const { hashnode } = fakes;
beforeAll(() => fakes.start());
afterAll(() => fakes.close());

const connect = (token = hashnode.token) => fakePublisher(fakes, 'hashnode', token, {}, null, 'blog.example.dev');
const pub = () =>
  fakePublisher(fakes, 'hashnode', hashnode.token, { publicationId: hashnode.publication.id }, 'hashwriter');
const stored = (id: string) => hashnode.posts.find((p) => p.id === id);
const input = (slug: string, over: Partial<PublishInput> = {}) =>
  sampleInput({
    title: `Title of ${slug}`,
    seo: { title: 'SEO title', description: 'Meta description.', slug, imageAlt: null },
    ...over,
  });

describe('Hashnode at connect time', () => {
  it('finds the publication past the first page of the account, and checks Pro with publication(id:)', async () => {
    hashnode.otherPublications = Array.from({ length: 60 }, (_, i) => ({
      id: `65b0000000000000000000${String(i).padStart(2, '0')}`,
      title: `Other ${i}`,
      url: `https://other-${i}.hashnode.dev`,
    }));
    try {
      const account = await connect().validate();
      expect(account.settings).toEqual({ publicationId: hashnode.publication.id, publicationHost: 'blog.example.dev' });
      expect(hashnode.countOf('pro')).toBe(1);

      const refused = await failure(connect('not-a-token').validate());
      expect(refused).toMatchObject({
        kind: 'auth_expired',
        message: expect.stringMatching(/^Hashnode did not accept this access token\. /),
      });

      hashnode.pro = false;
      const err = await failure(connect().validate());
      expect(err).toMatchObject({ kind: 'forbidden', message: HASHNODE_PRO_MESSAGE });
    } finally {
      hashnode.pro = true;
      hashnode.otherPublications = [];
    }
  });

  it('a token refused while publishing names Hashnode once, without a double full stop', async () => {
    const expired = fakePublisher(fakes, 'hashnode', 'expired', { publicationId: hashnode.publication.id });
    const err = await failure(expired.publish(input('refused-token')));
    expect(err.kind).toBe('auth_expired');
    expect(err.message).toBe(
      'Hashnode rejected the access token: reconnect with a new one on the Publishing Platforms page.',
    );
    expect(err.message).not.toMatch(/\.\./);
  });
});

describe('Hashnode fields', () => {
  it('sends the SEO title and description as metaTags, the cover as coverImageOptions, the canonical as originalArticleURL, and no subtitle', async () => {
    const post = await pub().publish(input('seo-post', { canonicalUrl: 'https://home.example.com/seo-post' }));
    expect(post.status).toBe('published');
    const saved = stored(post.id);
    expect(saved).toMatchObject({
      metaTags: { title: 'SEO title', description: 'Meta description.' },
      coverImage: 'https://inkgram.example/media/cover.png',
      originalArticleURL: 'https://home.example.com/seo-post',
      published: true,
    });
    expect(saved?.subtitle).toBeUndefined();
  });
});

describe('Hashnode drafts, updates and removal', () => {
  it('creates a draft that is not public, finds it again, and publishes it with the current content', async () => {
    const draft = await pub().publish(input('drafted', { mode: 'draft' }));
    expect(draft.status).toBe('draft');
    expect(hashnode.publicPosts.some((p) => p.slug === 'drafted')).toBe(false);
    expect(await pub().findExisting(input('drafted'))).toEqual(draft);

    const live = await pub().update(draft, input('drafted', { html: '<p>Done.</p>' }));
    expect(live.status).toBe('published');
    expect(live.url).toBe(`${hashnode.publication.url}/drafted`);
    expect(stored(live.id)).toMatchObject({ contentMarkdown: 'Done.', published: true });
    expect(hashnode.posts.filter((p) => p.slug === 'drafted')).toHaveLength(1);
  });

  it('updates a post in place (same id and URL)', async () => {
    const post = await pub().publish(input('in-place'));
    const updated = await pub().update(post, input('in-place', { title: 'New title' }));
    expect(updated).toEqual(post);
    expect(stored(post.id)?.title).toBe('New title');
  });

  it('withdraw delists the post (gql-beta has no removePost); publishing again lists the same post with the new content', async () => {
    const post = await pub().publish(input('comeback'));
    await pub().withdraw(post, 'trash');
    expect(hashnode.publicPosts.some((p) => p.id === post.id)).toBe(false);
    expect(hashnode.countOf('unknown-mutation')).toBe(0);

    // The ledger records a withdrawn post as a draft on the platform.
    const again = await pub().update({ ...post, status: 'draft' }, input('comeback', { html: '<p>Edited.</p>' }));
    expect(again).toEqual(post);
    expect(hashnode.publicPosts.filter((p) => p.slug === 'comeback')).toEqual([
      expect.objectContaining({ id: post.id, url: post.url, contentMarkdown: 'Edited.' }),
    ]);
    expect(hashnode.posts.filter((p) => p.slug.startsWith('comeback'))).toHaveLength(1);
  });

  it('a withdrawn post saved as a draft stays off the publication, same post', async () => {
    const post = await pub().publish(input('kept-down'));
    await pub().withdraw(post, 'trash');
    const held = await pub().update({ ...post, status: 'draft' }, input('kept-down', { mode: 'draft' }));
    expect(held).toEqual({ ...post, status: 'draft' });
    expect(hashnode.publicPosts.some((p) => p.id === post.id)).toBe(false);
  });

  it('a write to a publication that lost Pro says so in plain words', async () => {
    hashnode.pro = false;
    try {
      const err = await failure(pub().publish(input('no-pro')));
      expect(err).toMatchObject({ kind: 'forbidden', message: HASHNODE_PRO_MESSAGE });
    } finally {
      hashnode.pro = true;
    }
  });
});
