import { Agent } from '../helpers/agent';
import { createPrompt, createSession } from '../helpers/collaborative-sessions-fixtures';
import { seedAccount, seedPost } from '../helpers/post-fixtures';
import { platformId } from '../helpers/publishing';
import type { TestApp } from '../helpers/test-app';

/** An id no row has: routes that would delete or start outside work get it, so they answer 404. */
export const MISSING_ID = 2_147_483_000;

/**
 * One signed-in creator with one of everything (Instagram account and post, blog, prompt, session,
 * contribution), so that fuzzed requests reach the services and the database, not only the schemas.
 * No platform connection is stored: a publish request can never start a job.
 */
export async function seedFuzzWorld(t: TestApp) {
  const agent = new Agent(t.app);
  const user = await agent.register({ username: 'fuzzcreator' });
  const account = await seedAccount(t.deps, user.id);
  const post = await seedPost(t.deps, account.id);
  const blogRes = await agent.post('/api/blogs', { title: 'Fuzz blog', content: '<p>Seed</p>', category: 'Travel' });
  if (blogRes.statusCode !== 201) throw new Error(`seed blog: ${blogRes.statusCode} ${blogRes.body}`);
  const blogId = (blogRes.json() as { id: number }).id;
  const prompt = await createPrompt(agent);
  const session = await createSession(agent, prompt.id);
  await agent.post(`/api/collaborative-sessions/${session.id}/contributions`, { content: 'Seed line' });
  const devto = await platformId(agent, 'devto');
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  /** The id each templated path is fuzzed around (a real one where the route only reads or validates). */
  const pathIds: Record<string, number> = {
    'GET /api/blogs/{id}': blogId,
    'PATCH /api/blogs/{id}': blogId,
    'GET /api/blogs/{id}/publications': blogId,
    'POST /api/blogs/{id}/publish': blogId,
    'GET /api/writing-prompts/{id}': prompt.id,
    'PATCH /api/writing-prompts/{id}': prompt.id,
    'GET /api/writing-prompts/{id}/sessions': prompt.id,
    'GET /api/writing-prompts/post/{id}': account.id,
    'GET /api/collaborative-sessions/{id}': session.id,
    'PATCH /api/collaborative-sessions/{id}': session.id,
    'GET /api/collaborative-sessions/{id}/contributions': session.id,
    'POST /api/collaborative-sessions/{id}/contributions': session.id,
    'GET /api/collaborative-sessions/{id}/events': session.id,
    'GET /api/instagram/accounts/{id}/posts': account.id,
  };

  /** Valid-looking bodies the fields are mutated from, where a schema-made sample would not get far. */
  const baseBodies: Record<string, Record<string, unknown>> = {
    'POST /api/login': { username: 'nobody-here', password: 'not the password' },
    'POST /api/register': {
      name: 'Fuzz Person',
      username: 'fuzzsignup',
      email: 'fuzzsignup@example.com',
      password: 'correct horse battery',
    },
    'POST /api/blogs': { title: 'Fuzz', content: '<p>Body</p>', postId: post.id },
    'PATCH /api/blogs/{id}': { title: 'Fuzz edit' },
    'POST /api/writing-prompts': { title: 'Fuzz prompt', description: 'A description long enough.' },
    'PATCH /api/writing-prompts/{id}': { title: 'Fuzz prompt edit' },
    'POST /api/writing-prompts/suggest': { postId: post.id },
    'POST /api/collaborative-sessions': { promptId: prompt.id, title: 'Fuzz session' },
    'POST /api/collaborative-sessions/{id}/contributions': { content: 'A line' },
    // A wrong key: the fake DEV answers 401, so the route runs its whole path and answers 400.
    'POST /api/platform-connections': { platformId: devto, apiKey: 'not-a-valid-key' },
    'POST /api/blogs/{id}/publish': { platformConnectionId: MISSING_ID },
    'POST /api/generate-blog': { postId: post.id },
    'POST /api/generate-blog/stream': { postId: post.id },
    'POST /api/enhance-blog': { content: '<p>Hello world</p>', instruction: 'Make it shorter', preset: 'shorten' },
    'POST /api/enhance-blog/stream': {
      content: '<p>Hello world</p>',
      instruction: 'Make it shorter',
      preset: 'shorten',
    },
  };

  return { cookie, pathIds, baseBodies };
}
