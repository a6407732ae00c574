import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let agent: Agent;
let promptId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = new Agent(t.app);
  await agent.register();
  promptId = (await createPrompt(agent)).id;
});
afterAll(() => t.close());

const without = (o: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

describe('PATCH /api/collaborative-sessions/:id changes only the fields it names', () => {
  for (const status of ['closed', 'draft'] as const) {
    it(`a body with only status ${status} leaves title, description, settings and prompt as they were`, async () => {
      const session = await createSession(agent, promptId, {
        title: 'Harbour jam',
        description: 'One line each about the harbour.',
        settings: { theme: 'sea', maxLines: 40, anonymous: false },
      });
      const before = (await agent.get(`/api/collaborative-sessions/${session.id}`)).json() as Record<string, unknown>;
      const res = await agent.patch(`/api/collaborative-sessions/${session.id}`, { status });
      expect(res.statusCode, res.body).toBe(200);
      const after = (await agent.get(`/api/collaborative-sessions/${session.id}`)).json() as Record<string, unknown>;
      expect(after.status).toBe(status);
      expect(without(after, 'status', 'updatedAt', 'completedAt')).toEqual(
        without(before, 'status', 'updatedAt', 'completedAt'),
      );
    });
  }
});
