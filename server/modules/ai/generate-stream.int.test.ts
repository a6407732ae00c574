import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { startFakeLlm, type FakeLlm } from '../../../test/fakes/llm/server';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/helpers/test-app';

/** Stop: closing the stream over real HTTP aborts the provider call. */
let fake: FakeLlm;
let t: TestApp;
let base: string;
beforeAll(async () => {
  fake = await startFakeLlm();
  t = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'slow-model',
    AI_MAX_RETRIES: '0',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

it('stops the model when the browser closes the stream', async () => {
  const agent = new Agent(t.app);
  const user = await agent.register();
  const account = await seedAccount(t.deps, user.id);
  const post = await seedPost(t.deps, account.id);
  const value = {
    title: 'A slow post',
    content: `<p>${'word '.repeat(400)}</p>`,
    tags: ['slow'],
    suggestedCategory: 'Personal',
    seoTitle: 's',
    seoDescription: 'd',
    seoKeywords: ['k'],
  };
  fake.answer({ kind: 'json', value, chunkDelayMs: 100 });

  const controller = new AbortController();
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/api/generate-blog/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
    body: JSON.stringify({ postId: post.id }),
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes('"type":"partial"')) text += new TextDecoder().decode((await reader.read()).value);
  controller.abort();

  await expect.poll(() => fake.requests.at(-1)!.abandoned, { timeout: 5000 }).toBe(true);
});
