import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnhanceStreamEvent } from '@common/blog-generation';
import type { FakeLlm } from '../../../test/fakes/llm/server';
import { Agent } from '../../../test/helpers/agent';
import { startFakeLlmApp, stopFakeLlmApp } from '../../../test/helpers/fake-llm-app';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/helpers/test-app';

/**
 * POST /api/enhance-blog/stream (docs/decisions/035), over real HTTP: the answer arrives in pieces
 * before its end, a closed stream stops the model, a model failing mid-answer ends in an `error`
 * event, each request spends one call of the AI budget, and the built-in writer streams the same
 * answer the JSON route gives.
 */
const SELECTION = { content: '<p>The harbour was quiet at dawn.</p>', instruction: 'Make it vivid' };
const ANSWER =
  '<p>At dawn the harbour lay still, the nets drying on the quay while gulls circled the empty boats and the first light caught the water.</p>';

async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Opens the stream as the browser does; `next()` resolves with each event as it is read off the wire. */
async function openStream(base: string, agent: Agent, body: unknown, signal?: AbortSignal) {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/api/enhance-blog/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  const queue: EnhanceStreamEvent[] = [];
  const parser = createParser({ onEvent: (m) => queue.push(JSON.parse(m.data) as EnhanceStreamEvent) });
  const reader = res.ok ? res.body!.pipeThrough(new TextDecoderStream()).getReader() : undefined;
  return {
    res,
    /** The next event, or null once the stream has ended. */
    async next(): Promise<EnhanceStreamEvent | null> {
      while (!queue.length) {
        const { value, done } = await reader!.read();
        if (done) return null;
        parser.feed(value);
      }
      return queue.shift()!;
    },
  };
}

describe('the streamed assistant with a model (fake LLM, AI_RATE_PER_MINUTE=3)', () => {
  let fake: FakeLlm;
  let t: TestApp;
  let base: string;
  let agent: Agent;
  beforeAll(async () => {
    ({ fake, t } = await startFakeLlmApp('openai-compatible', { AI_RATE_PER_MINUTE: '3' }));
    base = await listening(t);
    agent = new Agent(t.app);
    await agent.register();
  });
  afterAll(() => stopFakeLlmApp({ fake, t }));

  it('sends the answer in growing pieces before the end, then what /api/enhance-blog answers', async () => {
    fake.answer({ kind: 'text', text: ANSWER, chunkDelayMs: 120 });
    const stream = await openStream(base, agent, SELECTION);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await stream.next();
    // Read off the wire while the model was still answering: a part of the answer, not all of it.
    expect(first).toMatchObject({ type: 'partial' });
    const firstText = (first as { content: string }).content;
    expect(firstText.length).toBeGreaterThan(0);
    expect(ANSWER.startsWith(firstText.replace(/<\/p>$/, ''))).toBe(true);
    expect(firstText.length).toBeLessThan(ANSWER.length);
    const events: EnhanceStreamEvent[] = [first!];
    for (let e = await stream.next(); e; e = await stream.next()) events.push(e);
    const partials = events.filter((e) => e.type === 'partial').map((e) => e.content);
    expect(partials.length).toBeGreaterThan(2);
    for (const [i, p] of partials.entries())
      if (i > 0) expect(p.length).toBeGreaterThanOrEqual(partials[i - 1]!.length);
    expect(events.at(-1)).toEqual({
      type: 'done',
      result: {
        enhancedContent: ANSWER,
        writer: { kind: 'ai', label: 'openai-compatible · test-model' },
        changed: true,
        note: null,
      },
    });
    expect(fake.requests.at(-1)!.body.stream).toBe(true);
  });

  it('stops the model when the stream is closed, and a model failing mid-answer ends in an error event', async () => {
    fake.answer({ kind: 'text', text: ANSWER.repeat(8), chunkDelayMs: 100 });
    const controller = new AbortController();
    const stopped = await openStream(base, agent, SELECTION, controller.signal);
    expect((await stopped.next())?.type).toBe('partial');
    controller.abort();
    await expect.poll(() => fake.requests.at(-1)!.abandoned, { timeout: 5000 }).toBe(true);

    fake.answer({ kind: 'text', text: ANSWER, chunkDelayMs: 50, breakAfterChunks: 2 });
    const broken = await openStream(base, agent, SELECTION);
    const events: EnhanceStreamEvent[] = [];
    for (let e = await broken.next(); e; e = await broken.next()) events.push(e);
    expect(events[0]?.type).toBe('partial');
    const last = events.at(-1);
    expect(last?.type).toBe('error');
    expect(last).toMatchObject({ message: expect.stringMatching(/\w+.*\./) });
    expect(events.some((e) => e.type === 'done')).toBe(false);
  });

  it('spends one call of the budget per request, streamed or stopped: the 4th in a minute is a 429 before any model call', async () => {
    // Three calls so far (one streamed to its end, one stopped, one failed); a fourth is refused.
    const calls = fake.requests.length;
    const refused = await openStream(base, agent, SELECTION);
    expect(refused.res.status).toBe(429);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.res.json()).toMatchObject({ code: 'rate_limited' });
    expect(fake.requests.length).toBe(calls);
  });
});

describe('the streamed assistant with the built-in writer', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ AI_BUILTIN_STREAM_PACE_MS: '60' });
    base = await listening(t);
  });
  afterAll(() => t.close());

  it('streams the answer the JSON route gives, in pieces; refusals stay JSON', async () => {
    const agent = new Agent(t.app);
    await agent.register();
    const body = {
      content: '<p>In order to make the batter, you really need to whisk the eggs very well for about two minutes.</p>',
      instruction: 'Make it shorter',
      preset: 'shorten',
    };
    const json = await agent.post('/api/enhance-blog', body);
    expect(json.statusCode, json.body).toBe(200);
    const stream = await openStream(base, agent, body);
    const events: EnhanceStreamEvent[] = [];
    for (let e = await stream.next(); e; e = await stream.next()) events.push(e);
    expect(events.filter((e) => e.type === 'partial').length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({ type: 'done', result: json.json() });

    // A blog the writer may not edit: the blog's 404 as JSON, nothing streamed.
    const other = await openStream(base, agent, { ...body, blogId: 999_999 });
    expect(other.res.status).toBe(404);
    expect(other.res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
