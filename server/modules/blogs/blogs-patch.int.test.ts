import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { mediaOwners } from '../../db/schema';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = new Agent(t.app);
  const { id: userId } = await agent.register();
  // The featured images are the user's own stored images: saving a blog refuses anyone else's.
  await t.deps.database.db.insert(mediaOwners).values(['a', 'b'].map((c) => ({ key: `${c.repeat(64)}.jpg`, userId })));
});
afterAll(() => t.close());

const image = (c: string) => `/media/${c.repeat(64)}.jpg`;

/** A blog with every editable field set, so that a lost field shows. */
const FULL = {
  title: 'Lisbon at golden hour',
  content: '<p>The light on the river.</p>',
  tags: ['travel', 'lisbon'],
  category: 'Travel',
  featuredImage: image('a'),
  seoTitle: 'Lisbon sunset walk',
  seoDescription: 'Where to watch the sun go down in Lisbon.',
  seoKeywords: ['lisbon', 'sunset'],
  slug: 'lisbon-sunset-walk',
  featuredImageAlt: 'The river at dusk from the viewpoint',
  readingTime: 4,
  isDraft: false,
};

/** One new value per field a PATCH may change. */
const CHANGES: Record<string, unknown> = {
  title: 'Porto at dawn',
  content: '<p>Fog over the bridge.</p>',
  tags: ['porto'],
  category: 'Food & Recipes',
  featuredImage: image('b'),
  seoTitle: 'Porto morning',
  seoDescription: 'An early walk across the Dom Luís bridge.',
  seoKeywords: ['porto'],
  slug: 'porto-at-dawn',
  featuredImageAlt: 'Fog around the Dom Luís bridge',
  readingTime: 9,
};

async function freshBlog() {
  const res = await agent.post('/api/blogs', FULL);
  expect(res.statusCode).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
}

async function patch(id: number, body: Record<string, unknown>) {
  const res = await agent.patch(`/api/blogs/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return (await agent.get(`/api/blogs/${id}`)).json() as Record<string, unknown>;
}

const without = (o: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

describe('PATCH /api/blogs/:id changes only the fields it names', () => {
  for (const [field, value] of Object.entries(CHANGES)) {
    it(`a body with only ${field} leaves every other field as it was`, async () => {
      const before = await freshBlog();
      const after = await patch(before.id, { [field]: value });
      expect(after[field]).toEqual(value);
      expect(without(after, field, 'updatedAt')).toEqual(without(before, field, 'updatedAt'));
    });
  }

  it('clears a field only when it is sent as null (or an empty category)', async () => {
    const before = await freshBlog();
    let after = await patch(before.id, { category: null, seoTitle: null, featuredImage: null, readingTime: null });
    expect(after).toMatchObject({ category: null, seoTitle: null, featuredImage: null, readingTime: null });
    expect(without(after, 'category', 'seoTitle', 'featuredImage', 'readingTime', 'updatedAt')).toEqual(
      without(before, 'category', 'seoTitle', 'featuredImage', 'readingTime', 'updatedAt'),
    );
    await patch(before.id, { category: 'Travel' });
    after = await patch(before.id, { category: '' });
    expect(after.category).toBeNull();
  });

  it('an empty body changes nothing', async () => {
    const before = await freshBlog();
    const after = await patch(before.id, {});
    expect(without(after, 'updatedAt')).toEqual(without(before, 'updatedAt'));
  });
});
