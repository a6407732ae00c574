import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_LIMITS, COMMENT_MESSAGES, type CommentList, type CommentThread } from '@common/comments';
import { Agent } from '../../../test/helpers/agent';
import { openStream } from '../../../test/helpers/sse-client';
import { shareByEmail } from '../../../test/helpers/share';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { listenLocal, twoProcessesOnOneDatabase } from '../../../test/helpers/processes';
import { testDatabaseUrl } from '../../../test/helpers/test-db-env';
import { blogComments } from '../../db/schema';

/** A selection's two ends as the editor sends them: Yjs relative positions in base64. */
function anchor() {
  const doc = new Y.Doc();
  const text = doc.getText('t');
  text.insert(0, 'Lisbon at sunset');
  const at = (i: number) =>
    Buffer.from(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, i))).toString('base64');
  return { from: at(0), to: at(6) };
}
const newThread = (body = 'Is this the right city?') => ({ body, quote: 'Lisbon', anchor: anchor() });

let n = 0;
async function person(t: TestApp, name: string) {
  const agent = new Agent(t.app, `203.0.113.${(n++ % 200) + 20}`);
  const user = await agent.register({ name });
  return { agent, user };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A blog shared with an editor, a commenter and a viewer; plus a stranger. */
async function sharedBlog(t: TestApp) {
  const owner = await person(t, 'Olivia Owner');
  const id = (
    (await owner.agent.post('/api/blogs', { title: 'Trip', content: '<p>Lisbon at sunset</p>' })).json() as {
      id: number;
    }
  ).id;
  const [editor, commenter, viewer, stranger] = await Promise.all([
    person(t, 'Edgar Editor'),
    person(t, 'Carla Commenter'),
    person(t, 'Victor Viewer'),
    person(t, 'Stan Stranger'),
  ]);
  for (const [p, role] of [
    [editor, 'editor'],
    [commenter, 'commenter'],
    [viewer, 'viewer'],
  ] as const)
    await shareByEmail(t, owner.agent, id, p, role);
  return { id, owner, editor, commenter, viewer, stranger };
}

const list = async (p: Person, id: number) => {
  const res = await p.agent.get(`/api/blogs/${id}/comments`);
  expect(res.statusCode).toBe(200);
  return res.json() as CommentList;
};

describe('comments on a selection of a shared blog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets owners, editors and commenters comment; viewers only read; strangers get 404', async () => {
    const { id, owner, editor, commenter, viewer, stranger } = await sharedBlog(t);

    const created = await commenter.agent.post(`/api/blogs/${id}/comments`, newThread());
    expect(created.statusCode).toBe(201);
    const thread = created.json() as CommentThread;
    expect(thread).toMatchObject({
      blogId: id,
      author: { id: commenter.user.id, name: 'Carla Commenter' },
      body: 'Is this the right city?',
      quote: 'Lisbon',
      resolvedAt: null,
      replies: [],
      abilities: { delete: true },
    });
    expect(Date.now() - Date.parse(thread.createdAt)).toBeLessThan(60_000);
    expect((await editor.agent.post(`/api/blogs/${id}/comments`, newThread('Editor here'))).statusCode).toBe(201);
    expect((await owner.agent.post(`/api/blogs/${id}/comments`, newThread('Owner here'))).statusCode).toBe(201);

    const refused = await viewer.agent.post(`/api/blogs/${id}/comments`, newThread());
    expect(refused.statusCode).toBe(403);
    const seen = await list(viewer, id);
    expect(seen.abilities).toEqual({ comment: false });
    expect(seen.threads.map((th) => th.body)).toEqual(['Is this the right city?', 'Editor here', 'Owner here']);
    expect(seen.threads.every((th) => !th.abilities.delete)).toBe(true);
    expect((await list(commenter, id)).abilities).toEqual({ comment: true });

    for (const res of [
      await stranger.agent.get(`/api/blogs/${id}/comments`),
      await stranger.agent.post(`/api/blogs/${id}/comments`, newThread()),
      await stranger.agent.post(`/api/blogs/${id}/comments/${thread.id}/replies`, { body: 'Hi' }),
      await stranger.agent.patch(`/api/blogs/${id}/comments/${thread.id}`, { resolved: true }),
      await stranger.agent.delete(`/api/blogs/${id}/comments/${thread.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Blog not found' });
    }
    // A viewer cannot answer or resolve either.
    expect((await viewer.agent.post(`/api/blogs/${id}/comments/${thread.id}/replies`, { body: 'Hi' })).statusCode).toBe(
      403,
    );
    expect((await viewer.agent.patch(`/api/blogs/${id}/comments/${thread.id}`, { resolved: true })).statusCode).toBe(
      403,
    );
  });

  it('replies join the thread; resolving records who and when, reopening clears it', async () => {
    const { id, owner, editor, commenter } = await sharedBlog(t);
    const thread = (await commenter.agent.post(`/api/blogs/${id}/comments`, newThread())).json() as CommentThread;

    const replied = await owner.agent.post(`/api/blogs/${id}/comments/${thread.id}/replies`, { body: 'Yes, Lisbon' });
    expect(replied.statusCode).toBe(201);
    const withReply = replied.json() as CommentThread;
    expect(withReply.replies).toMatchObject([{ author: { name: 'Olivia Owner' }, body: 'Yes, Lisbon' }]);
    // Answering a reply answers its thread.
    const reply = withReply.replies[0]!;
    const second = await editor.agent.post(`/api/blogs/${id}/comments/${reply.id}/replies`, { body: 'Agreed' });
    expect((second.json() as CommentThread).replies.map((r) => r.body)).toEqual(['Yes, Lisbon', 'Agreed']);

    const resolved = await editor.agent.patch(`/api/blogs/${id}/comments/${thread.id}`, { resolved: true });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resolvedBy: { id: editor.user.id, name: 'Edgar Editor' } });
    expect(Date.parse((resolved.json() as CommentThread).resolvedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list(owner, id)).threads[0]).toMatchObject({ resolvedBy: { name: 'Edgar Editor' } });

    const reopened = await commenter.agent.patch(`/api/blogs/${id}/comments/${thread.id}`, { resolved: false });
    expect(reopened.json()).toMatchObject({ resolvedAt: null, resolvedBy: null });

    const onReply = await owner.agent.patch(`/api/blogs/${id}/comments/${reply.id}`, { resolved: true });
    expect(onReply.statusCode).toBe(400);
    expect(onReply.json()).toMatchObject({ message: COMMENT_MESSAGES.replyNotResolvable });
  });

  it('deletes only one’s own comments; the owner deletes any, a thread with its replies', async () => {
    const { id, owner, editor, commenter } = await sharedBlog(t);
    const mine = (await commenter.agent.post(`/api/blogs/${id}/comments`, newThread())).json() as CommentThread;
    const theirs = (await editor.agent.post(`/api/blogs/${id}/comments`, newThread('Edgar'))).json() as CommentThread;
    const withReply = (
      await commenter.agent.post(`/api/blogs/${id}/comments/${theirs.id}/replies`, { body: 'Carla replies' })
    ).json() as CommentThread;
    expect(withReply.abilities.delete).toBe(false);
    expect(withReply.replies[0]!.abilities.delete).toBe(true);

    const refused = await commenter.agent.delete(`/api/blogs/${id}/comments/${theirs.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: COMMENT_MESSAGES.deleteNotAllowed });
    expect((await editor.agent.delete(`/api/blogs/${id}/comments/${mine.id}`)).statusCode).toBe(403);

    expect((await commenter.agent.delete(`/api/blogs/${id}/comments/${withReply.replies[0]!.id}`)).statusCode).toBe(
      204,
    );
    expect((await commenter.agent.delete(`/api/blogs/${id}/comments/${mine.id}`)).statusCode).toBe(204);
    expect((await list(owner, id)).threads).toMatchObject([{ id: theirs.id, replies: [] }]);

    await commenter.agent.post(`/api/blogs/${id}/comments/${theirs.id}/replies`, { body: 'Again' });
    expect((await owner.agent.delete(`/api/blogs/${id}/comments/${theirs.id}`)).statusCode).toBe(204);
    expect((await list(owner, id)).threads).toEqual([]);
    expect((await owner.agent.delete(`/api/blogs/${id}/comments/${theirs.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with a specific 400 and a comment of another blog with 404', async () => {
    const { id, owner } = await sharedBlog(t);
    const other = await sharedBlog(t);
    const elsewhere = (await other.owner.agent.post(`/api/blogs/${other.id}/comments`, newThread())).json() as {
      id: number;
    };
    const cases: [unknown, string][] = [
      [{ ...newThread(), body: '   ' }, COMMENT_MESSAGES.bodyRequired],
      [{ ...newThread(), body: 'x'.repeat(COMMENT_LIMITS.bodyMax + 1) }, COMMENT_MESSAGES.bodyTooLong],
      [{ ...newThread(), quote: 'q'.repeat(COMMENT_LIMITS.quoteMax + 1) }, COMMENT_MESSAGES.quoteTooLong],
      [{ ...newThread(), anchor: { from: 'not base64!', to: 'AAAA' } }, COMMENT_MESSAGES.anchorInvalid],
      [{ ...newThread(), anchor: { from: 'AAAA', to: 'AAAA' } }, COMMENT_MESSAGES.anchorInvalid],
      [{ body: 'No selection' }, COMMENT_MESSAGES.anchorInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await owner.agent.post(`/api/blogs/${id}/comments`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const exactly = await owner.agent.post(`/api/blogs/${id}/comments`, newThread('x'.repeat(COMMENT_LIMITS.bodyMax)));
    expect(exactly.statusCode).toBe(201);
    expect((await owner.agent.patch(`/api/blogs/${id}/comments/${elsewhere.id}`, { resolved: 'yes' })).statusCode).toBe(
      400,
    );
    expect(
      (await owner.agent.post(`/api/blogs/${id}/comments/${elsewhere.id}/replies`, { body: 'Hi' })).statusCode,
    ).toBe(404);
    expect((await owner.agent.delete(`/api/blogs/${id}/comments/${elsewhere.id}`)).statusCode).toBe(404);
  });

  it('keeps at most the per-blog limit of comments, and says so', async () => {
    const { id, owner } = await sharedBlog(t);
    const first = (await owner.agent.post(`/api/blogs/${id}/comments`, newThread())).json() as CommentThread;
    await t.deps.database.db.insert(blogComments).values(
      Array.from({ length: COMMENT_LIMITS.perBlog - 1 }, () => ({
        blogId: id,
        authorId: owner.user.id,
        parentId: first.id,
        body: 'filler',
      })),
    );
    const full = await owner.agent.post(`/api/blogs/${id}/comments/${first.id}/replies`, { body: 'One too many' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: COMMENT_MESSAGES.tooMany });
  });

  it("keeps a deleted account's comments as 'Deleted user'", async () => {
    const { id, owner, commenter } = await sharedBlog(t);
    await commenter.agent.post(`/api/blogs/${id}/comments`, newThread());
    const gone = await commenter.agent.post('/api/account/delete', { password: 'correct horse battery' });
    expect(gone.statusCode).toBe(204);
    expect((await list(owner, id)).threads).toMatchObject([{ author: { id: null, name: 'Deleted user' } }]);
  });
});

type Stream = Awaited<ReturnType<typeof openStream>>;
const streams: Stream[] = [];
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});
const follow = async (base: string, p: Person, id: number) => {
  const s = await openStream(base, p.agent, `/api/blogs/${id}/comments/events`);
  streams.push(s);
  return s;
};
const changed = (commentId: number) => (e: { event: string; data: unknown }) =>
  e.event === 'commentsChanged' && (e.data as { commentId: number }).commentId === commentId;

describe('comments pushed live', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenLocal(t);
  });
  afterAll(() => t.close());

  it('tells the blog’s other readers of a new, resolved or deleted comment; strangers cannot follow', async () => {
    const { id, owner, commenter, viewer, stranger } = await sharedBlog(t);
    const ownerStream = await follow(base, owner, id);
    const viewerStream = await follow(base, viewer, id);
    expect(ownerStream.status).toBe(200);
    expect((await follow(base, stranger, id)).status).toBe(404);

    const thread = (await commenter.agent.post(`/api/blogs/${id}/comments`, newThread())).json() as CommentThread;
    expect((await ownerStream.waitFor(changed(thread.id))).data).toEqual({
      type: 'commentsChanged',
      blogId: id,
      commentId: thread.id,
    });
    await viewerStream.waitFor(changed(thread.id));

    const resolvedSeen = ownerStream.next(changed(thread.id));
    await commenter.agent.patch(`/api/blogs/${id}/comments/${thread.id}`, { resolved: true });
    await resolvedSeen;
    const deletedSeen = viewerStream.next(changed(thread.id));
    await commenter.agent.delete(`/api/blogs/${id}/comments/${thread.id}`);
    await deletedSeen;
  });
});

// Two processes share only a PostgreSQL database (PGlite is single-process).
if (testDatabaseUrl())
  describe('comments pushed live across two server processes on one PostgreSQL', () => {
    const processes = twoProcessesOnOneDatabase();

    it('a comment written through one process reaches a reader following on the other', async () => {
      const { one, two, base1 } = processes;
      const { id, owner, commenter } = await sharedBlog(one);
      const stream = await follow(base1, owner, id);
      const viaTwo = new Agent(two.app, '203.0.113.250');
      viaTwo.cookies.set(...([...commenter.agent.cookies][0] as [string, string]));
      const created = await viaTwo.post(`/api/blogs/${id}/comments`, newThread('From process two'));
      expect(created.statusCode).toBe(201);
      const thread = created.json() as CommentThread;
      const got = await stream.waitFor(changed(thread.id), 2_000);
      expect(got.receivedAt - Date.parse(thread.createdAt)).toBeLessThan(1_000);
      expect((await list(owner, id)).threads).toMatchObject([{ body: 'From process two' }]);
    });
  });
