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
    expect(await pub().findExisting(input('drafted'))).toEqual({ ...draft, fields: undefined });

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

  it('withdraw removes the post (removePost): gone from the publication and its link; publishing again is a new post', async () => {
    const post = await pub().publish(input('comeback'));
    await pub().withdraw(post, 'trash');
    expect(hashnode.countOf('removePost')).toBeGreaterThan(0);
    expect(stored(post.id)).toMatchObject({ removed: true });
    expect(hashnode.reachablePosts.some((p) => p.id === post.id)).toBe(false);
    // Not a post of ours any more: the slug is free, so no look-up finds it.
    expect(await pub().findExisting(input('comeback'))).toBeNull();

    const again = await pub().publish(input('comeback', { html: '<p>Edited.</p>' }));
    expect(again.id).not.toBe(post.id);
    expect(again.url).toBe(`${hashnode.publication.url}/comeback`);
    expect(hashnode.reachablePosts.filter((p) => p.slug === 'comeback')).toEqual([
      expect.objectContaining({ id: again.id, contentMarkdown: 'Edited.' }),
    ]);
  });

  it('withdrawing a post that is gone already holds (removePost answers NOT_FOUND the second time)', async () => {
    const post = await pub().publish(input('twice-removed'));
    await pub().withdraw(post, 'trash');
    await expect(pub().withdraw(post, 'trash')).resolves.toBeUndefined();
    expect(stored(post.id)).toMatchObject({ removed: true });
  });

  it("someone else's post is refused in plain words, and stays", async () => {
    const post = await pub().publish(input('not-mine'));
    stored(post.id)!.authorId = 'u2';
    const err = await failure(pub().withdraw(post, 'trash'));
    expect(err).toMatchObject({
      kind: 'forbidden',
      message: 'Hashnode refused the request: Only the author or a publication admin can remove this post.',
    });
    expect(hashnode.reachablePosts.some((p) => p.id === post.id)).toBe(true);
  });

  it('a post an earlier Inkgram withdrew by delisting it comes back in place (same id and URL)', async () => {
    const post = await pub().publish(input('delisted-before'));
    stored(post.id)!.isDelisted = true;
    const again = await pub().update({ ...post, status: 'draft' }, input('delisted-before', { html: '<p>Back.</p>' }));
    expect(again).toEqual(post);
    expect(hashnode.publicPosts.filter((p) => p.slug === 'delisted-before')).toEqual([
      expect.objectContaining({ id: post.id, url: post.url, contentMarkdown: 'Back.' }),
    ]);
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
