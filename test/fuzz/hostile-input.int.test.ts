import { COLLAB_MESSAGES } from '@common/collaborative-sessions';
import { errorBodySchema } from '@common/errors';
import { MAX_ID } from '@common/ids';
import { MAX_JSON_DEPTH } from '@common/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../helpers/agent';
import { createPrompt, createSession, seedInstagram } from '../helpers/collaborative-sessions-fixtures';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

/** The named cases behind the OpenAPI fuzz: ids past PostgreSQL's integer, NUL, lone surrogates, deep JSON. */

let t: TestApp;
let agent: Agent;
let userId: number;
let postId: number;
let promptId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = new Agent(t.app);
  userId = (await agent.register()).id;
  postId = (await seedInstagram(t, userId, [{ caption: 'Harbour at dawn' }])).posts[0]!.id;
  promptId = (await createPrompt(agent)).id;
});
afterAll(() => t.close());

const TOO_BIG = MAX_ID + 1;

function expectErrorBody(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
}

describe('ids past the largest PostgreSQL integer', () => {
  const idPaths = [
    ['GET', '/api/blogs/{id}'],
    ['PATCH', '/api/blogs/{id}'],
    ['DELETE', '/api/blogs/{id}'],
    ['GET', '/api/blogs/{id}/publications'],
    ['POST', '/api/blogs/{id}/publish'],
    ['GET', '/api/writing-prompts/{id}'],
    ['PATCH', '/api/writing-prompts/{id}'],
    ['DELETE', '/api/writing-prompts/{id}'],
    ['GET', '/api/writing-prompts/{id}/sessions'],
    ['GET', '/api/writing-prompts/post/{id}'],
    ['GET', '/api/collaborative-sessions/{id}'],
    ['PATCH', '/api/collaborative-sessions/{id}'],
    ['GET', '/api/collaborative-sessions/{id}/contributions'],
    ['POST', '/api/collaborative-sessions/{id}/contributions'],
    ['GET', '/api/collaborative-sessions/{id}/events'],
    ['DELETE', '/api/platform-connections/{id}'],
    ['GET', '/api/instagram/accounts/{id}/posts'],
    ['POST', '/api/instagram/accounts/{id}/sync'],
    ['DELETE', '/api/instagram/accounts/{id}'],
  ] as const;

  it('in a path answer 404 (a well-formed id that names nothing) on every id route', async () => {
    for (const [method, path] of idPaths) {
      for (const id of [String(TOO_BIG), '4294967296', '9'.repeat(30), '0']) {
        const res = await agent.request(method, path.replace('{id}', id), method === 'GET' ? undefined : {});
        expect(res.statusCode, `${method} ${path} ${id}: ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Resource not found', code: 'not_found' });
      }
    }
  });

  it('still accept real ids, in a path and in a body', async () => {
    const res = await agent.post('/api/blogs', { title: 'From a post', content: '<p>x</p>', postId });
    expect(res.statusCode).toBe(201);
    expect(res.json().postId).toBe(postId);
    expect((await agent.get(`/api/blogs/${res.json().id}`)).statusCode).toBe(200);
  });

  it('in a path answer 400 when they are not numbers at all', async () => {
    for (const id of ['abc', '-1', '1.5', '%00', '%ED%A0%80']) {
      const res = await agent.get(`/api/blogs/${id}`);
      expectErrorBody(res, 400);
    }
  });

  it('in a body answer 400 naming the field, on every route that takes one', async () => {
    const cases = [
      ['/api/blogs', { title: 'x', content: '<p>x</p>', postId: TOO_BIG }, 'postId'],
      ['/api/writing-prompts', { title: 'Big id', description: 'A long enough text.', postId: TOO_BIG }, 'postId'],
      ['/api/writing-prompts/suggest', { postId: TOO_BIG }, 'postId'],
      ['/api/collaborative-sessions', { promptId: TOO_BIG, title: 'Big id' }, 'promptId'],
      ['/api/platform-connections', { platformId: TOO_BIG }, 'platformId'],
      ['/api/generate-blog', { postId: TOO_BIG }, 'postId'],
      ['/api/generate-blog/stream', { postId: TOO_BIG }, 'postId'],
    ] as const;
    for (const [url, body, field] of cases) {
      const res = await agent.post(url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().details.fieldErrors)).toEqual([field]);
    }
    const blog = (await agent.post('/api/blogs', { title: 'x', content: '<p>x</p>' })).json() as { id: number };
    const res = await agent.post(`/api/blogs/${blog.id}/publish`, { platformConnectionId: TOO_BIG });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a platform connection');
  });
});

describe('NUL bytes and lone surrogates', () => {
  it('are cleaned once where text enters: NUL dropped, lone surrogates replaced, emoji kept', async () => {
    const blog = await agent.post('/api/blogs', {
      title: 'Sun\u0000set \uD800over 🌅 the bay\uDC00',
      content: '<p>Gold\u0000en</p>',
      tags: ['sun\u0000set'],
      category: 'Tr\u0000avel',
      seoTitle: 'S\u0000EO',
    });
    expect(blog.statusCode, blog.body).toBe(201);
    expect(blog.json()).toMatchObject({
      title: 'Sunset \uFFFDover 🌅 the bay\uFFFD',
      content: '<p>Golden</p>',
      tags: ['sunset'],
      category: 'Travel',
      seoTitle: 'SEO',
    });

    const prompt = await agent.post('/api/writing-prompts', {
      title: 'Night\u0000 walk',
      description: 'Streets after mid\u0000night.',
      tone: 'qu\u0000iet',
      audience: '\uDBFFOwls',
      keywords: 'dark\u0000, moon',
    });
    expect(prompt.statusCode, prompt.body).toBe(201);
    expect(prompt.json()).toMatchObject({
      title: 'Night walk',
      description: 'Streets after midnight.',
      tone: 'quiet',
      audience: '\uFFFDOwls',
      keywords: ['dark', 'moon'],
    });

    const session = await createSession(agent, promptId, { title: 'J\u0000am', description: 'N\u0000UL' });
    const line = await agent.post(`/api/collaborative-sessions/${session.id}/contributions`, {
      content: 'A li\u0000ne',
    });
    expect(line.statusCode, line.body).toBe(201);
    expect(line.json().content).toBe('A line');
  });

  it('in sign-up and sign-in fields never reach the database as NUL', async () => {
    const reg = await new Agent(t.app, '198.51.100.20').post('/api/register', {
      name: 'Nul\u0000 Person',
      username: 'nul\u0000person',
      email: 'nul\u0000person@example.com',
      password: 'correct horse battery',
    });
    expect(reg.statusCode, reg.body).toBe(201);
    expect(reg.json()).toMatchObject({ username: 'nulperson', name: 'Nul Person' });
    const login = await new Agent(t.app, '198.51.100.21').post('/api/login', {
      username: 'nul\u0000person',
      password: 'wrong password',
    });
    expectErrorBody(login, 401);
  });

  it('in a path parameter are cleaned too (the deletion status page looks up a clean code)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/instagram/data-deletion/%00abc' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('No deletion request has this confirmation code.');
  });
});

describe('deeply nested JSON', () => {
  const send = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/collaborative-sessions',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: cookieOf(agent) },
      payload,
    });

  it(`is refused with 400 past ${MAX_JSON_DEPTH} levels, at any depth up to 10 000`, async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 10_000]) {
      const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const res = await send(`{"promptId":${promptId},"title":"Deep","settings":${deep}}`);
      expectErrorBody(res, 400);
      expect(res.json().message).toBe(`The request is nested more than ${MAX_JSON_DEPTH} levels deep.`);
    }
  });

  it('in session settings: a flat map of simple values is kept, anything deeper or larger is a 400', async () => {
    const ok = await agent.post('/api/collaborative-sessions', {
      promptId,
      title: 'Settings',
      settings: { theme: 'sea', maxLines: 40, anonymous: false, note: null },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().settings).toEqual({ theme: 'sea', maxLines: 40, anonymous: false, note: null });

    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    for (const settings of [{ a: { b: 1 } }, { list: [1, 2] }, tooMany, { long: 'x'.repeat(501) }, [], 'x']) {
      const res = await agent.post('/api/collaborative-sessions', { promptId, title: 'Settings', settings });
      expectErrorBody(res, 400);
      expect(res.json().message).toBe(COLLAB_MESSAGES.settings);
    }
  });
});

function cookieOf(a: Agent) {
  return [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}
