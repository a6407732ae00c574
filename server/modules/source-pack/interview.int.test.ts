import type { Interview, SourcePack } from '@common/source-pack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { packWhenReady } from '../../../test/helpers/source-pack';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** The interview: questions from the post's gaps, the creator's answers saved and used by the writer. */
describe('the interview of a post', () => {
  let t: TestApp;
  let agent: Agent;
  let postId: number;
  const url = () => `/api/posts/${postId}/source-pack`;

  beforeAll(async () => {
    t = await createTestApp();
    agent = new Agent(t.app);
    const user = await agent.register();
    const account = await seedAccount(t.deps, user.id, 'maya.lens');
    const post = await seedPost(t.deps, account.id, {
      caption: 'Sunset hike on the island, the best viewpoint of the whole trip. Bring water! #travel #hiking',
      hashtags: ['travel', 'hiking'],
    });
    postId = post.id;
    await packWhenReady(agent, postId);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('asks 3 to 5 questions a travel post leaves open, with no answers yet', async () => {
    const res = await agent.get(`${url()}/questions`);
    expect(res.statusCode).toBe(200);
    const interview = res.json<Interview>();
    expect(interview).toMatchObject({ postId, status: 'ready', kind: 'travel', answers: [] });
    expect(interview.questions.length).toBeGreaterThanOrEqual(3);
    expect(interview.questions.length).toBeLessThanOrEqual(5);
    expect(interview.questions.map((q) => q.id)).toEqual(expect.arrayContaining(['getting-there', 'costs', 'when']));
    expect(interview.questions[0]!.text).toBe('How did you get there?');
  });

  it('saves the answers (a blank one is a skip), shows them in the pack, and the writer uses them', async () => {
    const saved = await agent.put(`${url()}/answers`, {
      answers: [
        { questionId: 'when', answer: '  May, before 9 am.  ' },
        { questionId: 'costs', answer: '' },
        { questionId: 'getting-there', answer: 'the 7:40 ferry from Piraeus, 2 hours' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const answers = [
      {
        questionId: 'getting-there',
        question: 'How did you get there?',
        answer: 'the 7:40 ferry from Piraeus, 2 hours',
      },
      { questionId: 'when', question: 'When is the best time to go?', answer: 'May, before 9 am.' },
    ];
    expect(saved.json<Interview>().answers).toEqual(answers);
    expect((await agent.get(`${url()}/questions`)).json<Interview>().answers).toEqual(answers);
    expect((await agent.get(url())).json<SourcePack>().answers).toEqual(answers);

    const blog = (await agent.post('/api/generate-blog', { postId })).json<{ content: string; title: string }>();
    expect(blog.content).toContain('<h2>Getting there</h2><p>The 7:40 ferry from Piraeus, 2 hours.</p>');
    expect(blog.content).toContain('<h2>When to go</h2><p>May, before 9 am.</p>');
    // The creator's answers are facts of the pack: the claim check does not flag them.
    const content = blog.content.replace(/<p><a [^>]*>Original post on Instagram<\/a><\/p>/, '');
    const check = await agent.post(`${url()}/check`, { content, title: blog.title });
    expect(check.json().unsupported).toEqual([]);
  });

  it('refuses unknown, repeated and too long answers with a clear error, keeping what was saved', async () => {
    const unknown = await agent.put(`${url()}/answers`, { answers: [{ questionId: 'servings', answer: '4' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/There is no question 'servings' for this post/);
    const twice = await agent.put(`${url()}/answers`, {
      answers: [
        { questionId: 'when', answer: 'May' },
        { questionId: 'when', answer: 'June' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/answered twice/);
    const long = await agent.put(`${url()}/answers`, { answers: [{ questionId: 'when', answer: 'x'.repeat(601) }] });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 600 characters/);
    const extra = await agent.put(`${url()}/answers`, { answers: [], extra: 1 });
    expect(extra.statusCode).toBe(400);
    const kept = (await agent.get(`${url()}/questions`)).json<Interview>();
    expect(kept.answers.map((a) => a.questionId)).toEqual(['getting-there', 'when']);
  });

  it("is the post owner's only: another creator gets 404, a signed-out visitor 401", async () => {
    const other = new Agent(t.app);
    await other.register();
    expect((await other.get(`${url()}/questions`)).statusCode).toBe(404);
    expect((await other.put(`${url()}/answers`, { answers: [] })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `${url()}/questions` });
    expect(anonymous.statusCode).toBe(401);
  });
});
