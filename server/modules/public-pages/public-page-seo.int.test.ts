import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/helpers/test-app';
import { mediaOwners } from '../../db/schema';

/**
 * The creator's SEO fields on Inkgram's own page and downloads: the slug they chose is the page's
 * address and the files' name, and the featured image's alt text is the cover's alt and the
 * og:image:alt / twitter:image:alt (the title only when none is set).
 */
let t: TestApp;
let owner: Agent;
let anonymous: Agent;
let username: string;
const image = `/media/${'e'.repeat(64)}.jpg`;

beforeAll(async () => {
  t = await createTestApp();
  owner = new Agent(t.app);
  anonymous = new Agent(t.app, '203.0.113.21');
  const me = await owner.register();
  username = me.username.toLowerCase();
  await t.deps.database.db.insert(mediaOwners).values({ key: image.slice(7), userId: me.id });
});
afterAll(() => t.close());

async function blogWith(seo: { slug?: string | null; featuredImageAlt?: string | null }) {
  const created = await owner.post('/api/blogs', {
    title: 'Blood orange olive oil cake',
    content: '<p>One bowl, no mixer.</p>',
    featuredImage: image,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: number }).id;
  const saved = await owner.patch(`/api/blogs/${id}`, seo);
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const coverAlt = (html: string) => /<figure class="cover"><img [^>]*alt="([^"]*)"/.exec(html)?.[1];

describe("Inkgram's page uses the creator's SEO fields", () => {
  it('is at the creator’s slug, with the featured image’s alt text on the cover and in the social tags', async () => {
    const id = await blogWith({ slug: 'one-bowl-orange-cake', featuredImageAlt: 'Sliced cake with candied orange' });
    const page = (await owner.patch(`/api/blogs/${id}/public-page`, { isPublic: true })).json() as { url: string };
    expect(page.url).toBe(`${TEST_ORIGIN}/p/${username}/one-bowl-orange-cake`);
    expect((await owner.get(`/api/blogs/${id}`)).json()).toMatchObject({ publicUrl: page.url });

    const res = await anonymous.get(`/p/${username}/one-bowl-orange-cake`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${page.url}">`);
    expect(meta(res.body, 'property', 'og:image:alt')).toBe('Sliced cake with candied orange');
    expect(meta(res.body, 'name', 'twitter:image:alt')).toBe('Sliced cake with candied orange');
    expect(coverAlt(res.body)).toBe('Sliced cake with candied orange');

    const md = await owner.get(`/api/blogs/${id}/export?format=markdown`);
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-disposition']).toBe('attachment; filename="one-bowl-orange-cake.md"');
    const html = await owner.get(`/api/blogs/${id}/export?format=html`);
    expect(html.headers['content-disposition']).toBe('attachment; filename="one-bowl-orange-cake.html"');
  });

  it('moves with a slug chosen later: the first address leads there, the feed and sitemap list the new one', async () => {
    const id = await blogWith({ slug: null });
    const first = (await owner.patch(`/api/blogs/${id}/public-page`, { isPublic: true })).json() as { url: string };
    expect(first.url).toMatch(new RegExp(`/p/${username}/blood-orange-olive-oil-cake(-\\d+)?$`));
    expect((await owner.patch(`/api/blogs/${id}`, { slug: 'citrus-cake-for-sundays' })).statusCode).toBe(200);

    const moved = (await owner.get(`/api/blogs/${id}/public-page`)).json() as { url: string };
    expect(moved.url).toBe(`${TEST_ORIGIN}/p/${username}/citrus-cake-for-sundays`);
    const old = await anonymous.get(new URL(first.url).pathname);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/p/${username}/citrus-cake-for-sundays`);
    expect((await anonymous.get(`/p/${username}/citrus-cake-for-sundays`)).statusCode).toBe(200);
    expect((await anonymous.get(`/p/${username}/feed.xml`)).body).toContain(`<link>${moved.url}</link>`);
    expect((await anonymous.get(`/p/${username}/sitemap.xml`)).body).toContain(`<loc>${moved.url}</loc>`);
  });

  it('uses the title as the alt text only when the creator set none', async () => {
    const id = await blogWith({ slug: 'no-alt-cake', featuredImageAlt: null });
    await owner.patch(`/api/blogs/${id}/public-page`, { isPublic: true });
    const res = await anonymous.get(`/p/${username}/no-alt-cake`);
    expect(meta(res.body, 'property', 'og:image:alt')).toBe('Blood orange olive oil cake');
    expect(coverAlt(res.body)).toBe('Blood orange olive oil cake');
  });
});
