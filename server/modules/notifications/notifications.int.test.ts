import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_EVENTS_PATH } from '@common/notifications';
import { Agent } from '../../../test/helpers/agent';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
import {
  h,
  list,
  notificationsHarness,
  ofType,
  person,
  sharedBlog,
  thread,
} from '../../../test/helpers/notifications-harness';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { listenLocal } from '../../../test/helpers/processes';
import { openStream } from '../../../test/helpers/sse-client';
import { queryRows } from '../../../test/helpers/test-app';
import { waitFor } from '../../../test/helpers/wait';

/** In-app notifications (docs/decisions/039-notifications.md); their emails are in notification-emails.int.test.ts. */
notificationsHarness();

describe('notifications of comments, replies and mentions', () => {
  it('tells the owner of a comment, the thread of a reply, and a mentioned reader; never a stranger or oneself', async () => {
    const { id, owner, commenter, viewer, stranger } = await sharedBlog();
    const body = `What do you think @${viewer.user.username}? And @${stranger.user.username}, @${commenter.user.username}`;
    const created = await commenter.agent.post(`/api/blogs/${id}/comments`, thread(body));
    expect(created.statusCode).toBe(201);

    const [comment] = await ofType(owner, 'comment');
    expect(comment).toMatchObject({
      payload: { actorName: 'Carla Commenter', subject: 'Trip to Lisbon', href: `/edit-blog/${id}` },
      readAt: null,
    });
    const [mention] = await ofType(viewer, 'mention');
    expect(mention?.payload).toMatchObject({ actorName: 'Carla Commenter', excerpt: body, href: `/edit-blog/${id}` });
    // The stranger cannot see the blog: the mention is plain text, nothing is recorded for them.
    expect((await list(stranger)).items).toEqual([]);
    expect(await ofType(commenter, 'mention')).toEqual([]);
    expect(
      await queryRows(h.t.deps.database.db, sql`select id from notifications where user_id = ${stranger.user.id}`),
    ).toEqual([]);

    const threadId = (created.json() as { id: number }).id;
    expect(
      (await owner.agent.post(`/api/blogs/${id}/comments/${threadId}/replies`, { body: 'Looks right' })).statusCode,
    ).toBe(201);
    const [reply] = await ofType(commenter, 'reply');
    expect(reply?.payload).toMatchObject({ actorName: 'Olivia Owner', excerpt: 'Looks right' });
    // The owner wrote the reply: no notification of their own words.
    expect(await ofType(owner, 'reply')).toEqual([]);
    expect((await list(owner)).unread).toBe(1);
  });

  it('offers the blog’s people to mention, to its readers only', async () => {
    const { id, owner, commenter, viewer, stranger } = await sharedBlog();
    const res = await commenter.agent.get(`/api/blogs/${id}/comments/people`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { username: string }[]).map((p) => p.username).sort()).toEqual(
      [owner, commenter, viewer].map((p) => p.user.username).sort(),
    );
    expect((await stranger.agent.get(`/api/blogs/${id}/comments/people`)).statusCode).toBe(404);
  });

  it('marks read only the reader’s own notifications; Mark all read clears the count', async () => {
    const { id, owner, commenter } = await sharedBlog();
    await commenter.agent.post(`/api/blogs/${id}/comments`, thread('One'));
    await commenter.agent.post(`/api/blogs/${id}/comments`, thread('Two'));
    const mine = await list(owner);
    expect(mine.unread).toBe(2);
    // Another person's ids change nothing.
    const theirs = (await list(commenter)).unread;
    const other = await commenter.agent.post('/api/notifications/read', { ids: mine.items.map((i) => i.id) });
    expect(other.json()).toEqual({ unread: theirs });
    expect((await list(owner)).unread).toBe(2);
    expect((await owner.agent.post('/api/notifications/read', { ids: [mine.items[0]!.id] })).json()).toEqual({
      unread: 1,
    });
    expect((await owner.agent.post('/api/notifications/read', { all: true })).json()).toEqual({ unread: 0 });
    expect((await list(owner)).items.every((i) => i.readAt !== null)).toBe(true);
    expect((await owner.agent.post('/api/notifications/read', { ids: [] })).statusCode).toBe(400);
    expect((await new Agent(h.t.app).get('/api/notifications')).statusCode).toBe(401);
  });
});

describe('notifications of sharing, sessions and batches', () => {
  it('tells an account a blog was shared with it (the link stays in the email)', async () => {
    const owner = await person('Olivia Owner');
    const friend = await person('Fay Friend');
    const id = (
      (await owner.agent.post('/api/blogs', { title: 'Porto', content: '<p>x</p>' })).json() as { id: number }
    ).id;
    await owner.agent.post(`/api/blogs/${id}/members`, { email: friend.user.email, role: 'editor' });
    const [invited] = await ofType(friend, 'invited');
    expect(invited?.payload).toMatchObject({ actorName: 'Olivia Owner', subject: 'Porto' });
  });

  it('tells a session’s owner of a contribution', async () => {
    const owner = await person('Sam Session');
    const guest = await person('Gus Guest');
    const prompt = await createPrompt(owner.agent, { isPublic: true });
    const session = await createSession(owner.agent, prompt.id, { title: 'Sunday jam' });
    const added = await guest.agent.post(`/api/collaborative-sessions/${session.id}/contributions`, {
      content: 'A line about the sea',
      type: 'text',
    });
    expect(added.statusCode).toBe(201);
    const [c] = await ofType(owner, 'contribution');
    expect(c?.payload).toMatchObject({
      actorName: 'Gus Guest',
      subject: 'Sunday jam',
      excerpt: 'A line about the sea',
    });
    await owner.agent.post(`/api/collaborative-sessions/${session.id}/contributions`, {
      content: 'Mine',
      type: 'text',
    });
    expect(await ofType(owner, 'contribution')).toHaveLength(1);
  });

  it('tells a creator once when their batch finished', async () => {
    const creator = await person('Bea Batch');
    const account = await seedAccount(h.t.deps, creator.user.id);
    const postIds = [];
    for (let i = 0; i < 2; i++)
      postIds.push((await seedPost(h.t.deps, account.id, { caption: `Swim ${i} at the lido #swim` })).id);
    const res = await creator.agent.post('/api/batches', { instagramAccountId: account.id, postIds });
    expect(res.statusCode).toBe(201);
    await waitFor(async () => (await ofType(creator, 'batch_finished')).length === 1, 'the batch notification');
    const [done] = await ofType(creator, 'batch_finished');
    expect(done?.payload.subject).toBe('2 drafts written');
  });
});

describe('the bell, live', () => {
  it('pushes the unread count to the person’s own open pages when one arrives and when they read', async () => {
    const base = await listenLocal(h.t);
    const { id, commenter, viewer, owner } = await sharedBlog('Cascais');
    await viewer.agent.post('/api/notifications/read', { all: true });
    const mine = await openStream(base, viewer.agent, NOTIFICATIONS_EVENTS_PATH);
    const theirs = await openStream(base, owner.agent, NOTIFICATIONS_EVENTS_PATH);
    try {
      expect(mine.status).toBe(200);
      expect((await openStream(base, new Agent(h.t.app), NOTIFICATIONS_EVENTS_PATH)).status).toBe(401);
      const arrived = mine.next((e) => e.event === 'notifications', 10_000);
      await commenter.agent.post(`/api/blogs/${id}/comments`, thread(`@${viewer.user.username} look`));
      expect((await arrived).data).toEqual({ type: 'notifications', unread: 1 });
      // The owner's page hears of their own (the comment), never of the viewer's count.
      expect((await theirs.waitFor((e) => e.event === 'notifications', 10_000)).data).toMatchObject({ unread: 1 });
      const read = mine.next((e) => e.event === 'notifications', 10_000);
      await viewer.agent.post('/api/notifications/read', { all: true });
      expect((await read).data).toEqual({ type: 'notifications', unread: 0 });
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
