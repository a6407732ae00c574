import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { connectAccount, instagramTestApp, type InstagramTestApp } from '../../../test/helpers/instagram';

/**
 * "From Instagram" over the real Instagram module (docs/decisions/007-instagram-sync-and-sandbox.md): accounts connected through the OAuth
 * flow against the local fake, posts imported by the production sync (docs/decisions/010).
 */
describe('writing prompts from imported Instagram posts', () => {
  let t: InstagramTestApp;
  let owner: Agent;
  let food: { accountId: number; username: string };
  let travel: { accountId: number; username: string };
  type Post = { id: number; caption: string | null; hashtags: string[] };

  beforeAll(async () => {
    t = await instagramTestApp();
    owner = new Agent(t.app);
    await owner.register();
    food = await connectAccount(t, owner, 'food');
    travel = await connectAccount(t, owner, 'travel');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists prompts per selected account, suggests from imported posts, and keeps other users out', async () => {
    const accounts = (await owner.get('/api/instagram/accounts')).json() as { id: number; username: string }[];
    expect(accounts.map((a) => a.id).sort()).toEqual([food.accountId, travel.accountId].sort());
    const posts = (await owner.get(`/api/instagram/accounts/${travel.accountId}/posts`)).json() as Post[];
    const post = posts.find((p) => p.caption && p.hashtags.length)!;
    expect(post).toBeDefined();

    const suggestion = (await owner.post('/api/writing-prompts/suggest', { postId: post.id })).json();
    expect(suggestion.keywords[0]).toBe(post.hashtags[0]!.toLowerCase());
    expect(suggestion.description).toContain(`@${travel.username}`);

    const created = await owner.post('/api/writing-prompts', {
      ...suggestion,
      writer: undefined,
      note: undefined,
      keywords: suggestion.keywords.join(', '),
      type: 'instagram',
      postId: post.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const prompt = created.json();

    const travelList = (await owner.get(`/api/writing-prompts/post/${travel.accountId}`)).json();
    expect(travelList.map((p: { id: number }) => p.id)).toEqual([prompt.id]);
    expect((await owner.get(`/api/writing-prompts/post/${food.accountId}`)).json()).toEqual([]);

    const stranger = new Agent(t.app);
    await stranger.register();
    expect((await stranger.get(`/api/writing-prompts/post/${travel.accountId}`)).statusCode).toBe(404);
    expect((await stranger.post('/api/writing-prompts/suggest', { postId: post.id })).statusCode).toBe(404);
    const hijack = await stranger.post('/api/writing-prompts', {
      title: 'Not my post',
      description: 'Trying to tie a prompt to someone else’s post.',
      type: 'instagram',
      postId: post.id,
    });
    expect(hijack.statusCode).toBe(400);
    expect(hijack.json().message).toMatch(/not found among your accounts/);
  });

  it('after disconnecting an account its list is gone (404) and its prompts stay in My Prompts', async () => {
    const posts = (await owner.get(`/api/instagram/accounts/${food.accountId}/posts`)).json() as Post[];
    const prompt = (
      await owner.post('/api/writing-prompts', {
        title: 'From the kitchen',
        description: 'Write about the smell of this kitchen on a Sunday.',
        type: 'instagram',
        postId: posts[0]!.id,
      })
    ).json();
    expect((await owner.get(`/api/writing-prompts/post/${food.accountId}`)).json()).toHaveLength(1);

    expect((await owner.delete(`/api/instagram/accounts/${food.accountId}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/writing-prompts/post/${food.accountId}`)).statusCode).toBe(404);
    const mine = (await owner.get('/api/writing-prompts')).json() as { id: number; postId: number | null }[];
    expect(mine.find((p) => p.id === prompt.id)).toMatchObject({ postId: null });
  });
});
