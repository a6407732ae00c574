import { startFakeLlm, type FakeLlm } from '../fakes/llm/server';
import { Agent } from './agent';
import { seedAccount, seedPost, type PostSeed } from './post-fixtures';
import { createTestApp, type TestApp } from './test-app';

export type AiProviderName = 'openai' | 'anthropic' | 'openai-compatible';

/** A test app whose AI provider is the local fake LLM server (no retries, so failures show at once). */
export async function startFakeLlmApp(
  provider: AiProviderName,
  env: Record<string, string> = {},
): Promise<{ fake: FakeLlm; t: TestApp }> {
  const fake = await startFakeLlm();
  const t = await createTestApp({
    AI_PROVIDER: provider,
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'test-model',
    AI_MAX_RETRIES: '0',
    ...env,
  });
  return { fake, t };
}

export async function stopFakeLlmApp({ fake, t }: { fake?: FakeLlm; t?: TestApp }) {
  await t?.close();
  await fake?.close();
}

/** A signed-in user with one connected account and one post. */
export async function seedUserWithPost(t: TestApp, username: string, post: PostSeed) {
  const agent = new Agent(t.app);
  const user = await agent.register();
  const account = await seedAccount(t.deps, user.id, username);
  return { agent, user, account, post: await seedPost(t.deps, account.id, post) };
}
