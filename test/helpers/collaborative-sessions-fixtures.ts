import type { CreatePromptInput } from '@common/prompts';
import type { Agent } from './agent';
import { seedAccount, seedPost } from './post-fixtures';
import type { TestApp } from './test-app';

/** An Instagram account with posts for a user (captions, hashtags and types as given; one day apart). */
export async function seedInstagram(
  t: TestApp,
  userId: number,
  posts: { caption: string | null; hashtags?: string[]; type?: 'photo' | 'reel' | 'video' }[],
  username = `creator${userId}`,
) {
  const account = await seedAccount(t.deps, userId, username);
  const rows = [];
  for (const [i, p] of posts.entries()) {
    rows.push(
      await seedPost(t.deps, account.id, {
        caption: p.caption,
        hashtags: p.hashtags ?? [],
        type: p.type ?? 'photo',
        mediaUrl: `/media/test-${i}.jpg`,
        timestamp: new Date(Date.UTC(2024, 0, 5 + i)),
      }),
    );
  }
  return { account, posts: rows };
}

export const promptInput = (overrides: Partial<CreatePromptInput> = {}): CreatePromptInput => ({
  title: 'Morning pages',
  description: 'Write three pages about your morning routine.',
  tone: 'calm',
  audience: 'Early risers',
  keywords: 'morning, routine',
  isPublic: false,
  ...overrides,
});

export async function createPrompt(agent: Agent, overrides: Partial<CreatePromptInput> = {}) {
  const res = await agent.post('/api/writing-prompts', promptInput(overrides));
  if (res.statusCode !== 201) throw new Error(`create prompt failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; userId: number };
}

export async function createSession(agent: Agent, promptId: number, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/collaborative-sessions', { promptId, title: 'Jam', settings: {}, ...overrides });
  if (res.statusCode !== 201) throw new Error(`create session failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; status: string };
}
