import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devtoPlatform, tagsBeyondLimit } from '@common/platforms';
import { publisherFakes } from '../../../../test/fakes/publishers/all';
import { sampleInput } from '../../../../test/fakes/publishers/context';
import { failure, fakePublisher, inMinutes } from '../../../../test/fakes/publishers/harness';

const fakes = publisherFakes();
const { devto } = fakes;
beforeAll(() => fakes.start());
afterAll(() => fakes.close());

const dev = () => fakePublisher(fakes, 'devto', devto.apiKey);
const article = (id: string) => devto.articles.find((a) => String(a.id) === id);

describe('DEV drafts, updates and withdrawals', () => {
  it('creates a draft (published: false), then turns that same article live with the current content', async () => {
    const input = sampleInput({ title: 'Draft first', mode: 'draft' });
    const draft = await dev().publish(input);
    expect(draft.status).toBe('draft');
    expect(article(draft.id)?.published).toBe(false);

    const live = await dev().update(draft, { ...input, mode: 'publish', html: '<p>Final words.</p>' });
    expect(live).toMatchObject({ id: draft.id, url: draft.url, status: 'published' });
    expect(article(draft.id)).toMatchObject({ published: true, body_markdown: 'Final words.' });
    expect(devto.articles.filter((a) => a.title === 'Draft first')).toHaveLength(1);
  });

  it('unpublishes on withdraw, and publishing again updates the same article and URL', async () => {
    const input = sampleInput({ title: 'Withdraw me' });
    const post = await dev().publish(input);
    await dev().withdraw(post, 'trash');
    expect(article(post.id)?.published).toBe(false);
    const again = await dev().update({ ...post, status: 'draft' }, { ...input, html: '<p>Fixed a typo.</p>' });
    expect(again).toMatchObject({ id: post.id, url: post.url, status: 'published' });
    expect(article(post.id)).toMatchObject({ published: true, body_markdown: 'Fixed a typo.' });
  });

  it('never turns a live article back into a draft when asked to update it as a draft', async () => {
    const post = await dev().publish(sampleInput({ title: 'Stays live' }));
    await dev().update(post, sampleInput({ title: 'Stays live', mode: 'draft', html: '<p>Edited.</p>' }));
    expect(article(post.id)).toMatchObject({ published: true, body_markdown: 'Edited.' });
  });
});

describe('DEV fields', () => {
  it('sends the SEO description and the canonical URL; the 5th tag is reported before sending', async () => {
    const input = sampleInput({
      title: 'Canonical here',
      canonicalUrl: 'https://home.example.com/canonical-here',
      seo: { title: null, description: 'A meta description.', slug: 'canonical-here', imageAlt: null },
    });
    const post = await dev().publish(input);
    expect(article(post.id)).toMatchObject({
      description: 'A meta description.',
      canonical_url: 'https://home.example.com/canonical-here',
    });
    expect(article(post.id)?.tags).toHaveLength(4);
    expect(tagsBeyondLimit(devtoPlatform.capabilities, input.tags)).toEqual(['outdoors']);
  });

  it('refuses a mode it does not know and a date it cannot hold, before sending anything', async () => {
    const before = devto.countOf('create');
    const odd = await failure(dev().publish({ ...sampleInput({ title: 'Odd' }), mode: 'unlisted' as 'draft' }));
    expect(odd).toMatchObject({
      kind: 'permanent',
      message: expect.stringMatching(/unknown publishing mode "unlisted"/),
    });
    const later = await failure(dev().publish(sampleInput({ title: 'Later', publishAt: inMinutes(60) })));
    expect(later.message).toBe('DEV cannot hold a post until a date through its API.');
    expect(devto.countOf('create')).toBe(before);
  });
});

describe('DEV look-ups and limits', () => {
  it('finds an earlier article on any page of the account, not only the first 100', async () => {
    const oldest = await dev().publish(sampleInput({ title: 'The oldest article' }));
    for (let i = 0; i < 230; i++) {
      devto.articles.push({
        id: 5000 + i,
        title: `Filler ${i}`,
        body_markdown: `filler ${i}`,
        tags: [],
        published: true,
        url: `https://dev.to/devwriter/filler-${i}`,
      });
    }
    const found = await dev().findExisting(sampleInput({ title: 'The oldest article' }));
    expect(found).toEqual({ ...oldest, fields: undefined }); // a post found again has no report
    const pages = devto.requests.filter((r) => r.url.pathname.endsWith('/articles/me/all'));
    expect(pages.at(-1)?.url.searchParams.get('page')).toBe('3');
    expect(await dev().findExisting(sampleInput({ title: 'Never written' }))).toBeNull();
    // A copy retitled since (so DEV would not refuse it as a duplicate) is found by its canonical URL.
    const home = 'https://home.example.com/retitled';
    const first = await dev().publish(sampleInput({ title: 'Before the rename', canonicalUrl: home }));
    expect(await dev().findExisting(sampleInput({ title: 'After the rename', canonicalUrl: home }))).toEqual({
      ...first,
      fields: undefined,
    });
  });

  it('waits out a one-second write throttle once; a longer Retry-After is rate_limited', async () => {
    devto.writeIntervalMs = 1000;
    try {
      await dev().publish(sampleInput({ title: 'Burst one' }));
      const second = await dev().publish(sampleInput({ title: 'Burst two' }));
      expect(second.status).toBe('published');
      expect(devto.articles.filter((a) => a.title.startsWith('Burst'))).toHaveLength(2);
    } finally {
      devto.writeIntervalMs = 0;
    }
    devto.fault('create', {
      status: 429,
      headers: { 'retry-after': '30' },
      body: { error: 'Rate limit reached', status: 429 },
    });
    expect(await failure(dev().publish(sampleInput({ title: 'Slow down' })))).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 30_000,
    });
  });

  it('names DEV once when the API key is refused while publishing, with one full stop', async () => {
    const err = await failure(fakePublisher(fakes, 'devto', 'revoked').publish(sampleInput({ title: 'Revoked' })));
    expect(err.kind).toBe('auth_expired');
    expect(err.message).toBe('DEV rejected the API key: reconnect with a new one on the Publishing Platforms page.');
  });
});
