import { BLOG_MESSAGES } from '@common/blogs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** docs/decisions/018-publishing-destinations-and-modes.md: the SEO fields the creator edits (SEO title, meta description, slug, image alt text). */
let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = new Agent(t.app);
  await agent.register();
});
afterAll(() => t.close());

interface BlogBody {
  id: number;
  slug: string | null;
  featuredImageAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

async function newBlog(extra: Record<string, unknown> = {}) {
  const res = await agent.post('/api/blogs', {
    title: 'Crème brûlée at home',
    content: '<p>Burnt sugar.</p>',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BlogBody;
}
const read = async (id: number) => (await agent.get(`/api/blogs/${id}`)).json() as BlogBody;
const patch = (id: number, body: Record<string, unknown>) => agent.patch(`/api/blogs/${id}`, body);

/** The 400 a field gets, as the editor shows it under that field. */
async function refused(id: number, body: Record<string, unknown>, field: string) {
  const res = await patch(id, body);
  expect(res.statusCode).toBe(400);
  const json = res.json() as { code: string; details: { fieldErrors: Record<string, string[]> } };
  return json.details.fieldErrors[field]?.[0];
}

describe('slug and featured image alt text', () => {
  it('a new blog has neither: the slug is derived from the title when published', async () => {
    const blog = await newBlog();
    expect(blog).toMatchObject({ slug: null, featuredImageAlt: null });
  });

  it('are saved by PATCH and read back, the slug normalised to lowercase ASCII words and hyphens', async () => {
    const { id } = await newBlog();
    const res = await patch(id, {
      slug: '  Crème Brûlée: 5 Tips & Tricks!  ',
      featuredImageAlt: '  A torch caramelising sugar on a custard  ',
      seoTitle: 'Crème brûlée at home: five tips for a glassy top',
      seoDescription: 'How to get a crackly caramel top on crème brûlée without a restaurant kitchen.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      slug: 'creme-brulee-5-tips-tricks',
      featuredImageAlt: 'A torch caramelising sugar on a custard',
      seoTitle: 'Crème brûlée at home: five tips for a glassy top',
      seoDescription: 'How to get a crackly caramel top on crème brûlée without a restaurant kitchen.',
    };
    expect(res.json()).toMatchObject(expected);
    expect(await read(id)).toMatchObject(expected);
    // The list (My Blogs) carries them too.
    const list = (await agent.get('/api/blogs')).json() as BlogBody[];
    expect(list.find((b) => b.id === id)).toMatchObject({
      slug: expected.slug,
      featuredImageAlt: expected.featuredImageAlt,
    });
  });

  it('are accepted when a blog is created', async () => {
    const blog = await newBlog({ slug: 'Home-made', featuredImageAlt: 'Custard in ramekins' });
    expect(blog).toMatchObject({ slug: 'home-made', featuredImageAlt: 'Custard in ramekins' });
  });

  it('an empty value or null clears them; a PATCH without them leaves them alone', async () => {
    const { id } = await newBlog({ slug: 'kept', featuredImageAlt: 'Kept alt' });
    await patch(id, { title: 'Another title' });
    expect(await read(id)).toMatchObject({ slug: 'kept', featuredImageAlt: 'Kept alt' });
    await patch(id, { slug: '', featuredImageAlt: '   ' });
    expect(await read(id)).toMatchObject({ slug: null, featuredImageAlt: null });
    await patch(id, { slug: 'again', featuredImageAlt: 'Again' });
    await patch(id, { slug: null, featuredImageAlt: null });
    expect(await read(id)).toMatchObject({ slug: null, featuredImageAlt: null });
  });

  it('refuses a slug with no letter or digit, or one longer than 80 characters, with a message for that field', async () => {
    const { id } = await newBlog({ slug: 'before' });
    expect(await refused(id, { slug: '!!! ??? ---' }, 'slug')).toBe(BLOG_MESSAGES.slugInvalid);
    expect(await refused(id, { slug: '日本語' }, 'slug')).toBe(BLOG_MESSAGES.slugInvalid);
    expect(await refused(id, { slug: 'word-'.repeat(17) }, 'slug')).toBe(BLOG_MESSAGES.slugTooLong);
    expect(await refused(id, { slug: 'x'.repeat(1000) }, 'slug')).toBe(BLOG_MESSAGES.slugTooLong);
    expect(await refused(id, { slug: 42 }, 'slug')).toEqual(expect.any(String));
    // Exactly 80 after normalising is fine.
    expect((await patch(id, { slug: `${'a'.repeat(79)}!b` })).statusCode).toBe(400);
    const ok = await patch(id, { slug: 'a'.repeat(80) });
    expect(ok.statusCode).toBe(200);
    expect((await read(id)).slug).toBe('a'.repeat(80));
  });

  it('refuses alt text over 250 characters and SEO texts over their limits, naming the field', async () => {
    const { id } = await newBlog();
    expect(await refused(id, { featuredImageAlt: 'a'.repeat(251) }, 'featuredImageAlt')).toBe(
      BLOG_MESSAGES.featuredImageAltTooLong,
    );
    expect(await refused(id, { seoTitle: 't'.repeat(61) }, 'seoTitle')).toBe(BLOG_MESSAGES.seoTitleTooLong);
    expect(await refused(id, { seoDescription: 'd'.repeat(161) }, 'seoDescription')).toBe(
      BLOG_MESSAGES.seoDescriptionTooLong,
    );
    expect((await patch(id, { featuredImageAlt: 'a'.repeat(250) })).statusCode).toBe(200);
    // Nothing refused was stored.
    expect(await read(id)).toMatchObject({ seoTitle: null, seoDescription: null, featuredImageAlt: 'a'.repeat(250) });
  });

  it('are part of a version: restoring an earlier version brings back its slug and alt text', async () => {
    const { id } = await newBlog({ slug: 'first-slug', featuredImageAlt: 'First alt' });
    const [created] = (await agent.get(`/api/blogs/${id}/versions`)).json() as { id: number }[];
    const version = (await agent.get(`/api/blogs/${id}/versions/${created!.id}`)).json() as BlogBody;
    expect(version).toMatchObject({ slug: 'first-slug', featuredImageAlt: 'First alt' });
    await patch(id, { slug: 'second-slug', featuredImageAlt: 'Second alt' });
    const restored = await agent.post(`/api/blogs/${id}/versions/${created!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await read(id)).toMatchObject({ slug: 'first-slug', featuredImageAlt: 'First alt' });
  });

  it("another user's blog stays a 404 (nothing about it leaks through the new fields)", async () => {
    const { id } = await newBlog();
    const stranger = new Agent(t.app);
    await stranger.register();
    expect((await stranger.patch(`/api/blogs/${id}`, { slug: 'mine-now' })).statusCode).toBe(404);
    expect((await read(id)).slug).toBeNull();
  });
});
