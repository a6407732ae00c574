import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { seedInstagram } from '../../../test/helpers/collaborative-sessions-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let agent: Agent;
let postIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  agent = new Agent(t.app);
  const user = await agent.register();
  const { posts } = await seedInstagram(t, user.id, [{ caption: 'First post' }, { caption: 'Second post' }]);
  postIds = posts.map((p) => p.id);
});
afterAll(() => t.close());

async function freshPrompt() {
  const res = await agent.post('/api/writing-prompts', {
    title: 'Harbour mornings',
    description: 'Write about the first boats leaving the harbour.',
    type: 'instagram',
    postId: postIds[0],
    tone: 'calm',
    audience: 'Early risers',
    keywords: ['harbour', 'boats'],
    isPublic: false,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
}

async function patch(id: number, body: Record<string, unknown>) {
  const res = await agent.patch(`/api/writing-prompts/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return (await agent.get(`/api/writing-prompts/${id}`)).json() as Record<string, unknown>;
}

const without = (o: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

describe('PATCH /api/writing-prompts/:id changes only the fields it names', () => {
  const changes: Record<string, () => unknown> = {
    title: () => 'Harbour evenings',
    description: () => 'Write about the last boats coming home at dusk.',
    type: () => 'story',
    postId: () => postIds[1],
    tone: () => 'playful',
    audience: () => 'Sailors',
    keywords: () => ['dusk'],
    isPublic: () => true,
  };
  for (const [field, value] of Object.entries(changes)) {
    it(`a body with only ${field} leaves every other field as it was`, async () => {
      const before = await freshPrompt();
      const after = await patch(before.id, { [field]: value() });
      expect(after[field]).toEqual(value());
      expect(without(after, field, 'updatedAt')).toEqual(without(before, field, 'updatedAt'));
    });
  }

  it('clears audience and keywords only when they are sent as null', async () => {
    const before = await freshPrompt();
    const after = await patch(before.id, { audience: null, keywords: null });
    expect(after).toMatchObject({ audience: null, keywords: [] });
    expect(without(after, 'audience', 'keywords', 'updatedAt')).toEqual(
      without(before, 'audience', 'keywords', 'updatedAt'),
    );
  });
});
