import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/helpers/test-app';
import { blogPublications, blogs, mediaOwners } from '../../db/schema';
import { mediaRepository } from '../media/media.repository';
import { publicPageUrlOf } from './index';

let t: TestApp;
let owner: Agent;
let stranger: Agent;
let anonymous: Agent;
let username: string;
let userId: number;
const image = `/media/${'c'.repeat(64)}.jpg`;
const ownImage = `/media/${'d'.repeat(64)}.png`;

beforeAll(async () => {
  t = await createTestApp();
  owner = new Agent(t.app);
  stranger = new Agent(t.app, '203.0.113.11');
  anonymous = new Agent(t.app, '203.0.113.12');
  const me = await owner.register({ name: 'Ana Sousa', username: `Ana.Cooks${Date.now() % 100000}` });
  username = me.username.toLowerCase();
  userId = me.id;
  await stranger.register();
  await t.deps.database.db.insert(mediaOwners).values([image, ownImage].map((p) => ({ key: p.slice(7), userId })));
});
afterAll(() => t.close());

async function newBlog(fields: Record<string, unknown> = {}) {
  const res = await owner.post('/api/blogs', {
    title: 'Lemon ricotta pancakes',
    content: '<h2>Batter</h2><p>Whisk <strong>250 g</strong> ricotta with 2 eggs.</p>',
    tags: ['breakfast', 'pancakes'],
    seoDescription: 'Fluffy lemon ricotta pancakes in 20 minutes.',
    featuredImage: image,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const makePublic = async (id: number, body: Record<string, unknown> = { isPublic: true }) => {
  const res = await owner.patch(`/api/blogs/${id}/public-page`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string; isPublic: boolean; canonicalUrl: string; feedUrl: string; sitemapUrl: string };
};

const pathOf = (url: string) => new URL(url).pathname;
const metaContent = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(m?.[1] ?? 'null') as Record<string, unknown>;
};

describe('public page', () => {
  it('is off until the owner turns it on, then served to anyone with OG, Twitter, JSON-LD and canonical', async () => {
    const id = await newBlog();
    const before = await owner.get(`/api/blogs/${id}/public-page`);
    expect(before.json()).toMatchObject({ isPublic: false, url: null });

    const page = await makePublic(id);
    expect(page.url).toBe(`${TEST_ORIGIN}/p/${username}/lemon-ricotta-pancakes`);
    expect(page.canonicalUrl).toBe(page.url);
    // The blog's own answer carries the address too (the engine and the client read it there).
    expect((await owner.get(`/api/blogs/${id}`)).json()).toMatchObject({ publicUrl: page.url });

    const res = await anonymous.get(pathOf(page.url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<h1>Lemon ricotta pancakes</h1>');
    expect(html).toContain('<strong>250 g</strong> ricotta');
    expect(html).toContain(`<link rel="canonical" href="${page.url}">`);
    expect(metaContent(html, 'property', 'og:title')).toBe('Lemon ricotta pancakes');
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:url')).toBe(page.url);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${TEST_ORIGIN}${image}`);
    expect(metaContent(html, 'name', 'description')).toBe('Fluffy lemon ricotta pancakes in 20 minutes.');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:title')).toBe('Lemon ricotta pancakes');
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Lemon ricotta pancakes',
      url: page.url,
      image: [`${TEST_ORIGIN}${image}`],
      author: { '@type': 'Person', name: 'Ana Sousa', url: `${TEST_ORIGIN}/p/${username}` },
      keywords: 'breakfast, pancakes',
    });
    // Not opted in and not drafted from a post: no disclosure line and no AI marking.
    expect(html).not.toContain('Drafted with AI');
    expect(metaContent(html, 'name', 'ai-generated')).toBeUndefined();
    // Phone-readable: a viewport and no script to run.
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('answers with cache headers and an ETag, and a 304 when nothing changed', async () => {
    const page = await makePublic(await newBlog({ title: 'Cached page' }));
    const first = await anonymous.get(pathOf(page.url));
    expect(first.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await anonymous.get(pathOf(page.url), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('escapes a hostile title and never serves script from the body', async () => {
    const title = `</title><script>alert(1)</script> "Tom & Jerry's" <b>`;
    const id = await newBlog({ title, seoDescription: '"><script>alert(2)</script>' });
    // A body written past the sanitizer (another code path, an old row) is sanitized again on render.
    await t.deps.database.db
      .update(blogs)
      .set({
        content: '<p>ok</p><script>alert(3)</script><img src=x onerror="alert(4)"><a href="javascript:alert(5)">x</a>',
      })
      .where(eq(blogs.id, id));
    const page = await makePublic(id);
    expect(pathOf(page.url)).toBe(`/p/${username}/title-script-alert-1-script-tom-jerry-s-b`);
    const html = (await anonymous.get(pathOf(page.url))).body;
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(html).toContain(
      '<h1>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Tom &amp; Jerry&#39;s&quot; &lt;b&gt;</h1>',
    );
    expect(metaContent(html, 'property', 'og:title')).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Tom &amp; Jerry&#39;s&quot; &lt;b&gt;',
    );
    // The JSON-LD block holds the title as data and cannot be closed early.
    expect(jsonLdOf(html).headline).toBe(title);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('is a 404 when off, deleted, unknown or asked for by a stranger', async () => {
    const id = await newBlog({ title: 'Here and gone' });
    const page = await makePublic(id);
    expect((await anonymous.get(pathOf(page.url))).statusCode).toBe(200);

    await makePublic(id, { isPublic: false });
    expect((await owner.get(`/api/blogs/${id}`)).json()).toMatchObject({ publicUrl: null });
    const off = await anonymous.get(pathOf(page.url));
    expect(off.statusCode).toBe(404);
    expect(off.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(off.body).toContain('Page not found');

    // Back on: the same address (the slug is kept even if the title changed).
    await owner.patch(`/api/blogs/${id}`, { title: 'Renamed' });
    expect((await makePublic(id)).url).toBe(page.url);

    expect((await stranger.get(`/api/blogs/${id}/public-page`)).statusCode).toBe(404);
    expect((await stranger.patch(`/api/blogs/${id}/public-page`, { isPublic: false })).statusCode).toBe(404);
    expect((await anonymous.get(`/api/blogs/${id}/public-page`)).statusCode).toBe(401);

    expect((await owner.delete(`/api/blogs/${id}`)).statusCode).toBe(204);
    expect((await anonymous.get(pathOf(page.url))).statusCode).toBe(404);
    expect((await anonymous.get(`/p/nobody-here/${page.url.split('/').pop()}`)).statusCode).toBe(404);
    expect((await anonymous.get('/p/nobody-here/feed.xml')).statusCode).toBe(404);
    expect((await anonymous.get('/p/nobody-here')).statusCode).toBe(404);
  });

  it('refuses unknown keys and wrong types by name', async () => {
    const id = await newBlog({ title: 'Strict body' });
    const unknown = await owner.patch(`/api/blogs/${id}/public-page`, { isPublic: true, public: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('public');
    const wrong = await owner.patch(`/api/blogs/${id}/public-page`, { isPublic: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('isPublic must be true or false');
  });

  it('shows the disclosure line when the creator opts in, with machine-readable marking', async () => {
    const page = await makePublic(await newBlog({ title: 'Disclosed' }), { isPublic: true, discloseAi: true });
    const html = (await anonymous.get(pathOf(page.url))).body;
    expect(html).toContain('Drafted with AI from my Instagram post, edited by me');
    expect(metaContent(html, 'name', 'ai-generated')).toBe('true');
    expect(jsonLdOf(html)).toMatchObject({
      digitalSourceType: 'https://schema.org/CompositeWithTrainedAlgorithmicMediaDigitalSource',
    });
  });

  it("points the canonical at the blog's live home destination when another one is home", async () => {
    const id = await newBlog({ title: 'Home elsewhere' });
    const page = await makePublic(id);
    const db = t.deps.database.db;
    await db.insert(blogPublications).values({
      blogId: id,
      status: 'published',
      destinationKey: 'ghost:blog.example',
      platformBlogUrl: 'https://blog.example/home-elsewhere/',
    });
    await db.update(blogs).set({ homeDestination: 'ghost:blog.example' }).where(eq(blogs.id, id));
    const html = (await anonymous.get(pathOf(page.url))).body;
    expect(html).toContain('<link rel="canonical" href="https://blog.example/home-elsewhere/">');
    expect((await owner.get(`/api/blogs/${id}/public-page`)).json()).toMatchObject({
      canonicalUrl: 'https://blog.example/home-elsewhere/',
    });
    const sitemap = (await anonymous.get(`/p/${username}/sitemap.xml`)).body;
    expect(sitemap).not.toContain(page.url);
    // The engine's view: the page's address while public, null once off.
    expect(await publicPageUrlOf(db, TEST_ORIGIN, id)).toBe(page.url);
    await makePublic(id, { isPublic: false });
    expect(await publicPageUrlOf(db, TEST_ORIGIN, id)).toBeNull();
  });

  it("makes the blog's stored images visible to anyone while the page is public", async () => {
    const media = mediaRepository(t.deps.database.db);
    const id = await newBlog({ title: 'Picture page', featuredImage: ownImage });
    expect(await media.isPublished(ownImage.slice(7))).toBe(false);
    await makePublic(id);
    expect(await media.isPublished(ownImage.slice(7))).toBe(true);
    await makePublic(id, { isPublic: false });
    expect(await media.isPublished(ownImage.slice(7))).toBe(false);
  });
});

describe('feed and sitemap', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['item', 'url', 'category'].includes(name),
  });

  it('serve valid RSS 2.0 and a sitemap listing the public pages only', async () => {
    const shown = await makePublic(
      await newBlog({ title: 'Feed <one> & "two"', content: `<p>Stack.</p><p><img src="${image}" alt="Stack"></p>` }),
    );
    await newBlog({ title: 'Private one' });

    const rss = await anonymous.get(`/p/${username}/feed.xml`);
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(rss.body)).toBe(true);
    const feed = parser.parse(rss.body) as {
      rss: { '@_version': string; channel: { title: string; item: Record<string, unknown>[] } };
    };
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss.channel.title).toBe('Ana Sousa on Inkgram');
    const item = feed.rss.channel.item.find((i) => i.link === shown.url);
    expect(item).toMatchObject({ title: 'Feed <one> & "two"', guid: { '#text': shown.url } });
    expect(Number.isNaN(Date.parse(String(item?.pubDate)))).toBe(false);
    // The body, with the app's root-relative image made absolute so readers can load it.
    expect(String(item?.['content:encoded'])).toContain(`<img src="${TEST_ORIGIN}${image}" alt="Stack"`);
    expect(feed.rss.channel.item.some((i) => i.title === 'Private one')).toBe(false);

    // The creator's page lists the public articles only; it is the feed's home and the author link.
    const index = await anonymous.get(`/p/${username}`);
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(`<a href="${shown.url}">Feed &lt;one&gt; &amp; &quot;two&quot;</a>`);
    expect(index.body).not.toContain('Private one');
    expect(String((feed.rss.channel as unknown as { link: string }).link)).toBe(`${TEST_ORIGIN}/p/${username}`);

    const sm = await anonymous.get(`/p/${username}/sitemap.xml`);
    expect(sm.statusCode).toBe(200);
    expect(XMLValidator.validate(sm.body)).toBe(true);
    const map = parser.parse(sm.body) as { urlset: { '@_xmlns': string; url: { loc: string; lastmod: string }[] } };
    expect(map.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = map.urlset.url.map((u) => u.loc);
    expect(locs).toContain(shown.url);
    expect(locs.every((l) => l.startsWith(`${TEST_ORIGIN}/p/${username}/`))).toBe(true);
    expect(map.urlset.url.every((u) => !Number.isNaN(Date.parse(u.lastmod)))).toBe(true);
  });
});
