import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import {
  createPrompt,
  createSession,
  promptInput,
  seedInstagram,
} from '../../../test/helpers/collaborative-sessions-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { instagramPosts } from '../../db/schema';

let t: TestApp;
let owner: Agent;
let other: Agent;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = new Agent(t.app, '203.0.113.1');
  other = new Agent(t.app, '203.0.113.2');
  ownerId = (await owner.register({ name: 'Olive Owner' })).id;
  await other.register({ name: 'Oscar Other' });
});
afterAll(() => t.close());

describe('creating prompts', () => {
  it('stores the form, turns the keyword string into a list and applies the defaults', async () => {
    const res = await owner.post('/api/writing-prompts', {
      title: '  Rainy day  ',
      description: 'Describe a rainy afternoon in the city.',
      keywords: ' rain, city ,, Rain, umbrella ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: ownerId,
      authorName: 'Olive Owner',
      title: 'Rainy day',
      type: 'custom',
      tone: 'casual',
      audience: null,
      keywords: ['rain', 'city', 'umbrella'],
      isPublic: false,
      abilities: { update: true, delete: true },
      postId: null,
    });
  });

  it.each([
    [{ title: 'ab' }, 'title', 'Title must be at least 3 characters long'],
    [{ description: 'too short' }, 'description', 'Description must be at least 10 characters long'],
    [{ type: 'limerick' }, 'type', 'Type must be one of: custom, instagram, story, poem, article'],
    [{ keywords: 'x'.repeat(51) }, 'keywords.0', 'Each keyword must be at most 50 characters long'],
    [{ type: 'instagram' }, 'postId', 'Choose an Instagram post for an Instagram-based prompt'],
    [{ postId: 'seven' }, 'postId', 'Post id must be a number'],
  ])('rejects %j with a clear message', async (patch, field, message) => {
    const res = await owner.post('/api/writing-prompts', promptInput(patch as never));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, details: { fieldErrors: { [field]: [message] } } });
  });

  it("refuses a post of someone else's Instagram account", async () => {
    const otherUser = await new Agent(t.app, '203.0.113.9').register();
    const { posts } = await seedInstagram(t, otherUser.id, [{ caption: 'Not yours' }]);
    const res = await owner.post('/api/writing-prompts', promptInput({ type: 'instagram', postId: posts[0]!.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('That Instagram post was not found among your accounts.');
  });

  it('needs a signed-in user', async () => {
    expect((await new Agent(t.app).get('/api/writing-prompts')).statusCode).toBe(401);
  });
});

describe('lists and visibility', () => {
  it('lists own prompts newest first, public prompts to everyone, private ones to nobody else', async () => {
    const a = new Agent(t.app, '203.0.113.3');
    const b = new Agent(t.app, '203.0.113.4');
    await a.register();
    await b.register();
    const first = await createPrompt(a, { title: 'First one', isPublic: true });
    const second = await createPrompt(a, { title: 'Second one' });

    const own = (await a.get('/api/writing-prompts')).json() as { id: number }[];
    expect(own.map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await b.get('/api/writing-prompts')).json()).toEqual([]);

    const pub = (await b.get('/api/writing-prompts/public')).json() as { id: number }[];
    expect(pub.find((p) => p.id === first.id)).toMatchObject({ abilities: { update: false, delete: false } });
    expect(pub.some((p) => p.id === second.id)).toBe(false);

    expect((await b.get(`/api/writing-prompts/${first.id}`)).statusCode).toBe(200);
    const hidden = await b.get(`/api/writing-prompts/${second.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Writing prompt not found');
    expect((await b.get(`/api/writing-prompts/${second.id}/sessions`)).statusCode).toBe(404);
  });

  it('only the owner edits or deletes; a private row is a 404 to others, a public one a 403', async () => {
    const pub = await createPrompt(owner, { title: 'Public prompt', isPublic: true });
    const priv = await createPrompt(owner, { title: 'Private prompt' });

    expect((await other.patch(`/api/writing-prompts/${priv.id}`, { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await other.delete(`/api/writing-prompts/${priv.id}`)).statusCode).toBe(404);
    const forbidden = await other.patch(`/api/writing-prompts/${pub.id}`, { title: 'Hijacked' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("Only the prompt's owner can edit or delete it.");
    expect((await other.delete(`/api/writing-prompts/${pub.id}`)).statusCode).toBe(403);

    const edited = await owner.patch(`/api/writing-prompts/${priv.id}`, {
      title: 'Private, renamed',
      keywords: 'one, two',
      isPublic: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Private, renamed', keywords: ['one', 'two'], isPublic: true });
    expect((await other.get(`/api/writing-prompts/${priv.id}`)).statusCode).toBe(200);

    expect((await owner.patch(`/api/writing-prompts/${priv.id}`, { description: 'short' })).statusCode).toBe(400);
    expect((await owner.delete(`/api/writing-prompts/${priv.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/writing-prompts/${priv.id}`)).statusCode).toBe(404);
  });

  it('keeps a prompt readable to someone who contributed before it went private', async () => {
    const prompt = await createPrompt(owner, { title: 'Was public', isPublic: true });
    const session = await createSession(owner, prompt.id);
    expect(
      (await other.post(`/api/collaborative-sessions/${session.id}/contributions`, { content: 'Hi' })).statusCode,
    ).toBe(201);
    const stranger = new Agent(t.app, '203.0.113.5');
    await stranger.register();

    await owner.patch(`/api/writing-prompts/${prompt.id}`, { isPublic: false });
    expect((await other.get(`/api/writing-prompts/${prompt.id}`)).statusCode).toBe(200);
    expect((await other.get(`/api/writing-prompts/${prompt.id}/sessions`)).json()).toHaveLength(1);
    expect((await other.get(`/api/collaborative-sessions/${session.id}/contributions`)).statusCode).toBe(200);
    expect((await stranger.get(`/api/writing-prompts/${prompt.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/collaborative-sessions/${session.id}/contributions`)).statusCode).toBe(404);
  });

  it('rejects a non-numeric id with a message, not a 500', async () => {
    const res = await owner.get('/api/writing-prompts/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The id must be a number');
  });
});

describe('From Instagram', () => {
  it("lists the user's prompts tied to posts of the selected account, and 404s for another user's account", async () => {
    const { account, posts } = await seedInstagram(t, ownerId, [
      { caption: 'Sunrise over the harbour. Best coffee in town!', hashtags: ['travel', 'coffeeLovers'] },
      { caption: 'Second post' },
    ]);
    const second = await seedInstagram(t, ownerId, [{ caption: 'Other account post' }]);
    const tied = await createPrompt(owner, { type: 'instagram', postId: posts[0]!.id, title: 'Harbour sunrise' });
    await createPrompt(owner, { type: 'instagram', postId: second.posts[0]!.id, title: 'Other account' });
    await createPrompt(owner, { title: 'Not tied' });

    const res = await owner.get(`/api/writing-prompts/post/${account.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: number; postId: number }[]).map((p) => [p.id, p.postId])).toEqual([
      [tied.id, posts[0]!.id],
    ]);
    expect((await other.get(`/api/writing-prompts/post/${account.id}`)).statusCode).toBe(404);
  });

  it('pre-fills a prompt from the caption, hashtags and type of an own post', async () => {
    const { posts } = await seedInstagram(t, ownerId, [
      {
        caption: 'Tried a new sourdough recipe today. The crust was perfect! #baking',
        hashtags: ['sourdough', 'homeBaking'],
        type: 'reel',
      },
    ]);
    const res = await owner.post('/api/writing-prompts/suggest', { postId: posts[0]!.id });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.title).toBe('Write About: Tried A New Sourdough Recipe Today');
    expect(s.description).toContain('Tried a new sourdough recipe today. The crust was perfect!');
    expect(s.description).toContain('reel');
    expect(s.tone).toBe('informative');
    expect(s.audience).toBe('Food lovers and home cooks');
    expect(s.keywords.slice(0, 2)).toEqual(['sourdough', 'home baking']);
    expect(s).toMatchObject({ writer: { kind: 'builtin', label: 'Built-in writer' }, note: null });
    expect((await other.post('/api/writing-prompts/suggest', { postId: posts[0]!.id })).statusCode).toBe(404);
  });

  it('keeps an Instagram prompt editable after its post is deleted, and leaves the account list', async () => {
    const { account, posts } = await seedInstagram(t, ownerId, [{ caption: 'Soon gone' }]);
    const prompt = await createPrompt(owner, { type: 'instagram', postId: posts[0]!.id });
    await t.deps.database.db.delete(instagramPosts).where(eq(instagramPosts.id, posts[0]!.id));
    expect((await owner.get(`/api/writing-prompts/post/${account.id}`)).json()).toEqual([]);
    const edited = await owner.patch(`/api/writing-prompts/${prompt.id}`, { title: 'Still here' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Still here', postId: null, type: 'instagram' });
    const cleared = await owner.patch(`/api/writing-prompts/${prompt.id}`, { postId: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe('Choose an Instagram post for an Instagram-based prompt');
  });
});
