import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/helpers/test-app';
import { mediaOwners } from '../../db/schema';

let t: TestApp;
let owner: Agent;
let stranger: Agent;
let username: string;
const image = `/media/${'e'.repeat(64)}.webp`;

beforeAll(async () => {
  t = await createTestApp();
  owner = new Agent(t.app);
  stranger = new Agent(t.app, '203.0.113.21');
  const me = await owner.register();
  username = me.username.toLowerCase();
  await stranger.register();
  await t.deps.database.db.insert(mediaOwners).values({ key: image.slice(7), userId: me.id });
});
afterAll(() => t.close());

async function newBlog(title: string) {
  const res = await owner.post('/api/blogs', {
    title,
    content: `<h2>Route</h2><p>From <em>Sintra</em> to <strong>Cascais</strong>: 18 km.</p><ul><li>Water</li><li>Sunscreen</li></ul><p><img src="${image}" alt="Coast"></p>`,
    tags: ['travel', 'portugal'],
    seoDescription: 'A coastal walk: Sintra to Cascais.',
    featuredImage: image,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** The front matter as key → value (every value is JSON, which YAML reads the same way). */
function frontMatter(md: string): Record<string, unknown> {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(md)?.[1] ?? '';
  return Object.fromEntries(
    block.split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at), JSON.parse(line.slice(at + 1)) as unknown];
    }),
  );
}

describe('blog export', () => {
  it('downloads Markdown with front matter (title, tags, canonical, description), named after the slug', async () => {
    const id = await newBlog('Sintra: to the sea!');
    const page = (await owner.patch(`/api/blogs/${id}/public-page`, { isPublic: true })).json() as { url: string };
    const res = await owner.get(`/api/blogs/${id}/export?format=markdown`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sintra-to-the-sea.md"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(frontMatter(res.body)).toMatchObject({
      title: 'Sintra: to the sea!',
      tags: ['travel', 'portugal'],
      canonical: page.url,
      description: 'A coastal walk: Sintra to Cascais.',
      featured_image: `${TEST_ORIGIN}${image}`,
    });
    expect(res.body).toContain('# Sintra: to the sea!');
    expect(res.body).toContain('## Route');
    expect(res.body).toContain('From *Sintra* to **Cascais**: 18 km.');
    expect(res.body).toMatch(/^-\s+Water$/m);
    expect(res.body).toContain(`![Coast](${TEST_ORIGIN}${image})`);
  });

  it('has no canonical in the front matter while the blog has no public page or home', async () => {
    const res = await owner.get(`/api/blogs/${await newBlog('Private walk')}/export?format=markdown`);
    expect(frontMatter(res.body).canonical).toBeUndefined();
  });

  it('downloads clean HTML and gives the body alone for Copy as HTML', async () => {
    const id = await newBlog('Coast <walk> & "tips"');
    const html = await owner.get(`/api/blogs/${id}/export?format=html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-disposition']).toBe('attachment; filename="coast-walk-tips.html"');
    expect(html.body).toMatch(/^<!doctype html>/);
    expect(html.body).toContain('<title>Coast &lt;walk&gt; &amp; &quot;tips&quot;</title>');
    expect(html.body).toContain('<meta name="description" content="A coastal walk: Sintra to Cascais.">');
    expect(html.body).toContain(`<img src="${TEST_ORIGIN}${image}" alt="Coast" />`);
    expect(html.body).not.toMatch(/<script|<style/);

    const fragment = await owner.get(`/api/blogs/${id}/export?format=fragment`);
    expect(fragment.statusCode).toBe(200);
    expect(fragment.headers['content-disposition']).toBeUndefined();
    expect(fragment.body).toMatch(/^<h2>Route<\/h2>/);
    // The featured image is already in the body: not repeated above it.
    expect(fragment.body.split(image).length - 1).toBe(1);
  });

  it("is the owner's alone, and a bad format is a 400 naming it", async () => {
    const id = await newBlog('Mine');
    expect((await stranger.get(`/api/blogs/${id}/export?format=markdown`)).statusCode).toBe(404);
    const bad = await owner.get(`/api/blogs/${id}/export?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("format must be 'markdown', 'html' or 'fragment'");
  });
});

describe('Medium without a token', () => {
  it('records the medium.com address the creator pastes back, and refuses anything else by name', async () => {
    const id = await newBlog('Imported to Medium');
    await owner.patch(`/api/blogs/${id}/public-page`, { isPublic: true });
    for (const url of [
      'http://medium.com/@me/story-1',
      'https://evil.example/medium.com/story',
      'https://medium.com.evil.example/story',
      'https://medium.com/',
      'javascript:alert(1)',
    ]) {
      const bad = await owner.request('PUT', `/api/blogs/${id}/public-page/medium`, { url });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.body).toContain('Paste the address of your story on medium.com');
    }
    const ok = await owner.request('PUT', `/api/blogs/${id}/public-page/medium`, {
      url: ' https://medium.com/@me/imported-to-medium-0a1b2c3d#top ',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ mediumUrl: 'https://medium.com/@me/imported-to-medium-0a1b2c3d' });
    const sub = await owner.request('PUT', `/api/blogs/${id}/public-page/medium`, {
      url: 'https://me.medium.com/imported-to-medium-0a1b2c3d',
    });
    expect(sub.json()).toMatchObject({ mediumUrl: 'https://me.medium.com/imported-to-medium-0a1b2c3d' });
    expect((await owner.get(`/api/blogs/${id}/public-page`)).json()).toMatchObject({
      mediumUrl: 'https://me.medium.com/imported-to-medium-0a1b2c3d',
      url: `${TEST_ORIGIN}/p/${username}/imported-to-medium`,
    });

    const stranger404 = await stranger.request('PUT', `/api/blogs/${id}/public-page/medium`, {
      url: 'https://medium.com/@x/y',
    });
    expect(stranger404.statusCode).toBe(404);
    const cleared = await owner.request('PUT', `/api/blogs/${id}/public-page/medium`, { url: null });
    expect(cleared.json()).toMatchObject({ mediumUrl: null, mediumRecordedAt: null });
  });
});
