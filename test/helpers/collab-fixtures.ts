import type { CreatePromptInput } from '@common/prompts';
import { instagramAccounts, instagramPosts } from '../../server/db/schema';
import type { Agent } from './agent';
import type { TestApp } from './test-app';

/** Inserts an Instagram account and posts for a user directly (the connect flow is another module's concern). */
export async function seedInstagram(
  t: TestApp,
  userId: number,
  posts: { caption: string | null; hashtags?: string[]; type?: 'photo' | 'reel' | 'video' }[],
  username = `creator${userId}`,
) {
  const db = t.deps.database.db;
  const [account] = await db
    .insert(instagramAccounts)
    .values({
      userId,
      instagramUserId: `ig-${userId}-${Math.random().toString(36).slice(2, 8)}`,
      username,
      displayName: 'Creator',
      accessToken: t.deps.keyring.encrypt('test-token', {
        table: 'instagram_accounts',
        column: 'access_token',
        ownerId: userId,
      }),
    })
    .returning();
  const rows = await db
    .insert(instagramPosts)
    .values(
      posts.map((p, i) => ({
        accountId: account!.id,
        instagramId: `${account!.id}-${i}`,
        type: p.type ?? 'photo',
        caption: p.caption,
        hashtags: p.hashtags ?? [],
        mediaUrl: `/media/test-${i}.jpg`,
        timestamp: new Date(Date.UTC(2024, 0, 5 + i)),
      })),
    )
    .returning();
  return { account: account!, posts: rows };
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
