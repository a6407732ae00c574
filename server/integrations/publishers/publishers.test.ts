import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherFakes } from '../../../test/fakes/publishers/all';
import { sampleInput, testPublisherContext } from '../../../test/fakes/publishers/context';
import { HASHNODE_PRO_MESSAGE } from './hashnode/hashnode.publisher';
import { createPublisher } from './registry';
import { PublishError, type PlatformName, type Publisher } from './types';

const fakes = publisherFakes();
const { devto, wp, wpcom, hashnode, medium, ghost } = fakes;

beforeAll(() => fakes.start());
afterAll(() => fakes.close());

const ctx = () =>
  testPublisherContext(fakes.hostPorts(), {
    devto: devto.apiUrl,
    hashnode: hashnode.url,
    medium: medium.apiUrl,
    wpcom: wpcom.url,
  });

function publisher(
  platform: PlatformName,
  secret: string,
  settings: Record<string, string> = {},
  username: string | null = null,
  profileUrl: string | null = null,
): Publisher {
  return createPublisher(ctx(), platform, { secret, settings, username, profileUrl });
}

async function failure(p: Promise<unknown>): Promise<PublishError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof PublishError) return err;
    throw err;
  }
  throw new Error('expected a PublishError');
}

describe('DEV', () => {
  const dev = () => publisher('devto', devto.apiKey);

  it('publishes Markdown with code blocks and images, DEV-legal tags, description, cover and canonical URL', async () => {
    const post = await dev().publish(sampleInput({ canonicalUrl: 'https://blog.example.com/sunrise' }));
    const a = devto.articles.at(-1);
    expect(post).toMatchObject({ id: String(a?.id), url: a?.url, status: 'published' });
    expect(a?.body_markdown).toContain('## Why go early');
    expect(a?.body_markdown).toContain('```bash\nnpm run hike\n```');
    expect(a?.body_markdown).toContain('![Summit](https://images.example.com/summit.jpg)');
    expect(a?.tags).toEqual(['hikingtrips', 'travel', 'sunrisephotos', 'bayarea']);
    expect(a).toMatchObject({
      published: true,
      description: 'Soft light and empty trails.',
      main_image: 'https://inkgram.example/media/cover.png',
      canonical_url: 'https://blog.example.com/sunrise',
    });
  });

  it('treats "body already taken" as the earlier copy and finds it instead of failing', async () => {
    const input = sampleInput({ title: 'Same twice', canonicalUrl: null });
    const first = await dev().publish(input);
    const before = devto.articles.length;
    expect(await dev().publish(input)).toEqual({ ...first, fields: undefined });
    expect(devto.articles.length).toBe(before);
    expect(await dev().findExisting(input)).toEqual({ ...first, fields: undefined });
  });

  it('classifies 401, 422, 429 with Retry-After, 5xx, malformed bodies and timeouts', async () => {
    expect((await failure(publisher('devto', 'bad').publish(sampleInput()))).kind).toBe('auth_expired');
    const invalid = await failure(
      dev().publish(sampleInput({ title: 'Copy', canonicalUrl: 'https://blog.example.com/sunrise' })),
    );
    expect(invalid.kind).toBe('invalid_content');
    expect(invalid.message).toBe('DEV refused the post: Canonical url has already been taken.');
    devto.fault('create', {
      status: 429,
      headers: { 'retry-after': '7' },
      body: { error: 'Rate limit reached, try again in 30 seconds', status: 429 },
    });
    const limited = await failure(dev().publish(sampleInput({ title: 'Rate' })));
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 7000 });
    devto.fault('create', { status: 503, raw: 'Service Unavailable' });
    expect((await failure(dev().publish(sampleInput({ title: 'Down' })))).kind).toBe('unknown_outcome');
    devto.fault('create', { status: 201, raw: '{"id": 1, "url"' });
    expect((await failure(dev().publish(sampleInput({ title: 'Garbled' })))).kind).toBe('unknown_outcome');
    const before = devto.articles.length;
    devto.fault('create', { hang: true, afterCreate: true });
    const lost = await failure(dev().publish(sampleInput({ title: 'Lost answer' })));
    expect(lost.kind).toBe('unknown_outcome');
    expect(devto.articles.length).toBe(before + 1);
    expect((await dev().findExisting(sampleInput({ title: 'Lost answer' })))?.id).toBe(
      String(devto.articles.at(-1)?.id),
    );
  });
});

describe('self-hosted WordPress', () => {
  const site = () => publisher('wordpress', wp.appPassword, { apiUrl: wp.siteUrl, login: wp.username }, 'admin');

  it('creates terms (reusing existing ones), uploads the featured image and publishes HTML', async () => {
    wp.tags.push({ id: 500, name: 'travel' });
    const post = await site().publish(sampleInput());
    const created = wp.posts.at(-1);
    expect(post).toMatchObject({
      id: String(created?.id),
      url: created?.link,
      status: 'published',
      mediaId: String(wp.media.at(-1)?.id),
    });
    expect(created).toMatchObject({
      status: 'publish',
      slug: 'sunrise-hike-on-mount-tam',
      excerpt: 'Soft light and empty trails.',
    });
    expect(created?.content).toContain('<pre><code class="language-bash">');
    expect(created?.tags).toHaveLength(5);
    expect(created?.tags).toContain(500);
    expect(wp.categories.map((c) => c.name)).toEqual(['Travel']);
    expect(created?.categories).toEqual([wp.categories[0]?.id]);
    expect(wp.media.at(-1)).toMatchObject({
      type: 'image/png',
      filename: 'sunrise-hike-on-mount-tam-featured.png',
      alt_text: 'Trail at sunrise',
      post: created?.id,
    });
    expect(created?.featured_media).toBe(wp.media.at(-1)?.id);
  });

  it('finds the post of an interrupted attempt by title, and explains a category refusal for Author accounts', async () => {
    const input = sampleInput({
      title: 'Interrupted & resumed',
      slug: 'interrupted-resumed',
      category: null,
      featuredImage: null,
    });
    wp.fault('create', { hang: true, afterCreate: true });
    expect((await failure(site().publish(input))).kind).toBe('unknown_outcome');
    expect(await site().findExisting(input)).toEqual({
      id: String(wp.posts.at(-1)?.id),
      url: wp.posts.at(-1)?.link,
      status: 'published',
    });
    wp.authorRole = true;
    const refused = await failure(site().publish(sampleInput({ category: 'Brand New Category' })));
    wp.authorRole = false;
    expect(refused.kind).toBe('forbidden');
    expect(refused.message).toMatch(/creating categories needs the Editor role/);
  });

  it('reports rejected credentials as auth_expired', async () => {
    const bad = publisher('wordpress', 'wrong', { apiUrl: wp.siteUrl, login: wp.username });
    expect((await failure(bad.publish(sampleInput({ category: null })))).kind).toBe('auth_expired');
  });
});

describe('WordPress.com', () => {
  it('publishes through the wp/v2 proxy with the Bearer token', async () => {
    const post = await publisher('wordpress', wpcom.token, { siteId: wpcom.siteId }).publish(sampleInput());
    expect(post.url).toBe(wpcom.posts.at(-1)?.link);
    expect(wpcom.posts.at(-1)?.featured_media).toBeGreaterThan(0);
  });
});

describe('Hashnode', () => {
  const hn = () =>
    publisher('hashnode', hashnode.token, { publicationId: hashnode.publication.id }, null, 'blog.example.dev');

  it('publishes Markdown with slug tag objects, cover URL and original URL', async () => {
    const post = await hn().publish(sampleInput({ canonicalUrl: 'https://dev.to/x/1' }));
    const p = hashnode.posts.at(-1);
    expect(post).toMatchObject({ id: p?.id, url: p?.url, status: 'published' });
    expect(p?.tags).toEqual([
      { slug: 'hiking-trips', name: 'Hiking Trips' },
      { slug: 'travel', name: 'travel' },
      { slug: 'sunrise-photos', name: 'sunrise-photos' },
      { slug: 'bay-area', name: 'Bay Area' },
      { slug: 'outdoors', name: 'outdoors' },
    ]);
    expect(p?.contentMarkdown).toContain('```bash');
    expect(p).toMatchObject({
      coverImage: 'https://inkgram.example/media/cover.png',
      originalArticleURL: 'https://dev.to/x/1',
    });
    expect(await hn().findExisting(sampleInput())).toEqual({ ...post, fields: undefined });
  });

  it('reads GraphQL errors inside HTTP 200: Pro plan refusal in words, bad token as auth_expired', async () => {
    hashnode.pro = false;
    const refused = await failure(hn().publish(sampleInput()));
    hashnode.pro = true;
    expect(refused).toMatchObject({ kind: 'forbidden', message: HASHNODE_PRO_MESSAGE });
    expect((await failure(publisher('hashnode', 'nope', { publicationId: 'x' }).publish(sampleInput()))).kind).toBe(
      'auth_expired',
    );
  });
});

describe('Medium', () => {
  const md = () => publisher('medium', medium.token, { authorId: 'author-1' });

  it('publishes HTML led by the title and the featured image, with at most 3 short tags', async () => {
    const post = await md().publish(
      sampleInput({ tags: ['a very very long tag that Medium ignores', 'Hiking', 'Travel', 'Sunrise', 'Bay'] }),
    );
    const p = medium.posts.at(-1);
    expect(post).toMatchObject({ id: p?.id, url: p?.url, status: 'published' });
    expect(
      p?.content.startsWith('<h1>Sunrise hike on Mount Tam</h1><img src="https://inkgram.example/media/cover.png"'),
    ).toBe(true);
    expect(p?.tags).toEqual(['Hiking', 'Travel', 'Sunrise']);
    expect(md().capabilities.canFindExisting).toBe(false);
  });

  it('reports a refused token as auth_expired', async () => {
    medium.tokensDisabled = true;
    const err = await failure(md().publish(sampleInput()));
    medium.tokensDisabled = false;
    expect(err.kind).toBe('auth_expired');
  });
});

describe('Ghost', () => {
  const gh = () => publisher('ghost', ghost.adminKey, { apiUrl: ghost.url });

  it('publishes HTML with ?source=html, tags, feature image and excerpt, and finds it by slug', async () => {
    const post = await gh().publish(sampleInput());
    const p = ghost.posts.at(-1);
    expect(post).toMatchObject({ id: p?.id, url: p?.url, status: 'published' });
    expect(p?.html).toContain('<h2>Why go early</h2>');
    expect(p).toMatchObject({
      status: 'published',
      feature_image: 'https://inkgram.example/media/cover.png',
      custom_excerpt: 'Soft light and empty trails.',
    });
    expect(p?.tags[0]).toEqual({ name: 'Hiking Trips' });
    expect(await gh().findExisting(sampleInput())).toEqual({ ...post, fields: undefined });
  });

  it('classifies a wrong key and a validation error', async () => {
    const wrong = publisher('ghost', `${ghost.keyId}:${'0'.repeat(64)}`, { apiUrl: ghost.url });
    expect((await failure(wrong.publish(sampleInput()))).kind).toBe('auth_expired');
    const invalid = await failure(gh().publish(sampleInput({ title: '' })));
    expect(invalid.kind).toBe('invalid_content');
    expect(invalid.message).toContain('cannot be blank');
  });
});
