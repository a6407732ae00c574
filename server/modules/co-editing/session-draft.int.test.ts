import { sessionDraftDocumentName } from '@common/co-editing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCoeditApp, type CoeditPerson } from '../../../test/helpers/co-editing-app';
import { coeditClient, type CoeditClient } from '../../../test/helpers/co-editing-client';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
import { createTestApp, queryRows } from '../../../test/helpers/test-app';
import { testDatabaseUrl } from '../../../test/helpers/test-db-env';

/** docs/decisions/020-coediting-on-postgresql.md: a session's shared draft, co-edited like a blog, turned into a blog that credits its contributors. */
const { app, base, person, connect } = useCoeditApp();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A session on a private prompt, with people who joined it through its invitation link. */
async function privateSession(title = 'Harbour stories') {
  const owner = await person('Olga Owner');
  const prompt = await createPrompt(owner.agent, { title: 'Secret prompt' });
  const session = await createSession(owner.agent, prompt.id, { title });
  const { token } = (await owner.agent.post(`/api/collaborative-sessions/${session.id}/invite-link`)).json() as {
    token: string;
  };
  const join = async (name: string) => {
    const p = await person(name);
    expect((await p.agent.post('/api/collaborative-sessions/join', { token })).statusCode).toBe(200);
    return p;
  };
  return { owner, id: session.id, join };
}
const openDraft = (p: CoeditPerson, sessionId: number) => connect(p.cookie, 0, sessionDraftDocumentName(sessionId));
const storedDraft = async (sessionId: number) =>
  (
    await queryRows<{ content: string }>(
      app().deps.database.db,
      sql`select content from session_drafts where session_id = ${sessionId}`,
    )
  )[0]?.content;

describe("a session's shared draft", () => {
  it('participants co-edit it live; it is persisted as HTML; a reopened draft has the text', async () => {
    const { owner, id, join } = await privateSession();
    const guest = await join('Gus Guest');
    const a = await openDraft(owner, id);
    const b = await openDraft(guest, id);
    expect([a.scope, b.scope]).toEqual(['read-write', 'read-write']);
    a.type('The tide came in.');
    b.type(' Gulls followed.');
    const both = (s: string) => s.includes('The tide came in.') && s.includes('Gulls followed.');
    await Promise.all([a.waitFor(both), b.waitFor(both)]);
    expect(a.text()).toBe(b.text());

    let content: string | undefined;
    for (let i = 0; i < 40 && !both(content ?? ''); i++) {
      await sleep(300);
      content = await storedDraft(id);
    }
    expect(content).toMatch(/^<p>.*<\/p>$/);
    expect(both(content!)).toBe(true);
    a.destroy();
    b.destroy();
    const again = await openDraft(guest, id);
    expect(both(again.text())).toBe(true);
  });

  it('strangers cannot open a private session draft; readers who are not participants only read it', async () => {
    const { owner, id } = await privateSession('Closed circle');
    const stranger = await person('Sam Stranger');
    await expect(coeditClient(base(), stranger.cookie, 0, { document: sessionDraftDocumentName(id) })).rejects.toThrow(
      /denied/,
    );
    expect((await stranger.agent.post(`/api/collaborative-sessions/${id}/draft/blog`)).statusCode).toBe(404);

    // On a public prompt anyone may read the session: they see the draft but cannot write in it.
    const prompt = await createPrompt(owner.agent, { title: 'Open prompt', isPublic: true });
    const open = await createSession(owner.agent, prompt.id, { title: 'Open circle' });
    const a = await openDraft(owner, open.id);
    const r = await openDraft(stranger, open.id);
    expect(r.scope).toBe('readonly');
    a.type('Only participants write.');
    await r.waitFor((s) => s.includes('Only participants write.'));
    r.type(' sneaky');
    await sleep(500);
    expect(a.text()).not.toContain('sneaky');
    // Contributing makes them a participant: they write in the draft from then on.
    await stranger.agent.post(`/api/collaborative-sessions/${open.id}/contributions`, { content: 'Count me in' });
    r.destroy();
    const w = await openDraft(stranger, open.id);
    expect(w.scope).toBe('read-write');
  });
});

describe('turning the draft into a blog', () => {
  it("creates the owner's draft blog with the draft's text and credits the contributors by name", async () => {
    const { owner, id, join } = await privateSession('Night market');
    const writer = await join('Wanda Writer');
    const contributor = await join('Cody Contributor');
    const lurker = await join('Lou Lurker'); // joined, wrote nothing: not credited
    expect(
      (await contributor.agent.post(`/api/collaborative-sessions/${id}/contributions`, { content: 'Lanterns.' }))
        .statusCode,
    ).toBe(201);
    await sleep(20);
    const a = await openDraft(owner, id);
    const b = await openDraft(writer, id);
    a.type('Stalls open at dusk.');
    await b.waitFor((s) => s.includes('Stalls open at dusk.'));
    b.type(' Smoke and lanterns.');
    await a.waitFor((s) => s.includes('Smoke and lanterns.'));

    // Only the owner turns it into a blog.
    const refused = await writer.agent.post(`/api/collaborative-sessions/${id}/draft/blog`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only the session's owner can turn its draft into a blog.");
    expect((await lurker.agent.post(`/api/collaborative-sessions/${id}/draft/blog`)).statusCode).toBe(403);

    // Right away: every stored update is in the blog, whether or not the draft was compacted yet.
    const res = await owner.agent.post(`/api/collaborative-sessions/${id}/draft/blog`);
    expect(res.statusCode, res.body).toBe(201);
    const { blogId, credits } = res.json() as { blogId: number; credits: { name: string; username: string }[] };
    expect(credits.map((c) => c.name)).toEqual(['Cody Contributor', 'Wanda Writer']);
    const line = `Written with @${contributor.user.username}, @${writer.user.username}`;

    const blog = (await owner.agent.get(`/api/blogs/${blogId}`)).json();
    expect(blog).toMatchObject({ title: 'Night market', isDraft: true, userId: owner.user.id });
    expect(blog.content).toBe(`<p>Stalls open at dusk. Smoke and lanterns.</p><p><em>${line}</em></p>`);
    const mine = (await owner.agent.get('/api/blogs')).json() as { id: number }[];
    expect(mine.map((x) => x.id)).toContain(blogId);
    expect((await writer.agent.get(`/api/blogs/${blogId}`)).statusCode).toBe(404); // the owner's blog
    const history = (await owner.agent.get(`/api/blogs/${blogId}/versions`)).json() as { reason: string }[];
    expect(history.map((v) => v.reason)).toEqual(['create']);

    const stored = await queryRows<{ name: string; user_id: number; session_id: number; position: number }>(
      app().deps.database.db,
      sql`select name, user_id, session_id, position from blog_credits where blog_id = ${blogId} order by position`,
    );
    expect(stored).toEqual([
      { name: 'Cody Contributor', user_id: contributor.user.id, session_id: id, position: 0 },
      { name: 'Wanda Writer', user_id: writer.user.id, session_id: id, position: 1 },
    ]);
  });

  it('an empty draft is refused with 409 and a clear message; a draft written by the owner alone credits nobody', async () => {
    const { owner, id } = await privateSession('Solo');
    const empty = await owner.agent.post(`/api/collaborative-sessions/${id}/draft/blog`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Write something in the shared draft before turning it into a blog.');
    const a = await openDraft(owner, id);
    a.type('Just me.');
    await sleep(200);
    const res = await owner.agent.post(`/api/collaborative-sessions/${id}/draft/blog`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().credits).toEqual([]);
    const blog = (await owner.agent.get(`/api/blogs/${res.json().blogId}`)).json();
    expect(blog.content).toBe('<p>Just me.</p>');
  });

  it('makes one blog however often it is asked (a double click, two tabs); a deleted blog lets it make a new one', async () => {
    const { owner, id, join } = await privateSession('Once only');
    const guest = await join('Gail Guest');
    const a = await openDraft(owner, id);
    a.type('One blog from this.');
    const g = await openDraft(guest, id);
    await g.waitFor((s) => s.includes('One blog from this.'));
    g.type(' Guest line.');
    await a.waitFor((s) => s.includes('Guest line.'));
    a.destroy();
    g.destroy();
    await sleep(200);

    const turn = () => owner.agent.post(`/api/collaborative-sessions/${id}/draft/blog`);
    const [first, second] = await Promise.all([turn(), turn()]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 201]);
    expect(first.json().blogId).toBe(second.json().blogId);
    const blogId = first.json().blogId as number;
    const again = await turn();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ blogId, existing: true });
    expect(again.json().credits.map((c: { name: string }) => c.name)).toEqual(['Gail Guest']);
    const mine = (await owner.agent.get('/api/blogs')).json() as { title: string }[];
    expect(mine.filter((b) => b.title === 'Once only')).toHaveLength(1);

    expect((await owner.agent.delete(`/api/blogs/${blogId}`)).statusCode).toBe(204);
    const fresh = await turn();
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().existing).toBe(false);
    expect(fresh.json().blogId).not.toBe(blogId);
    expect((await owner.agent.get(`/api/blogs/${fresh.json().blogId}`)).json().content).toContain('Guest line.');
  });

  it('turned, the draft closes its open editors, reopens read-only and says where the blog is', async () => {
    const { owner, id, join } = await privateSession('Dock shift');
    const guest = await join('Gia Guest');
    const draftOf = async (p: CoeditPerson) =>
      (await p.agent.get(`/api/collaborative-sessions/${id}/draft`)).json() as { blogId: number | null };
    expect(await draftOf(guest)).toEqual({ blogId: null });
    const a = await openDraft(owner, id);
    const b = await openDraft(guest, id);
    expect(b.scope).toBe('read-write');
    const closed = new Promise<{ reason?: string }>((resolve) =>
      b.provider.on('close', ({ event }: { event: { reason?: string } }) => resolve(event)),
    );
    b.type('Cranes swing at six.');
    await a.waitFor((s) => s.includes('Cranes swing at six.'));
    // A co-editor may see the words before the server has stored them: turn once they are stored.
    for (let i = 0; i < 40 && !(await storedDraft(id))?.includes('Cranes swing at six.'); i++) await sleep(300);

    const turned = await owner.agent.post(`/api/collaborative-sessions/${id}/draft/blog`);
    expect(turned.statusCode).toBe(201);
    const { blogId } = turned.json() as { blogId: number };
    expect(await draftOf(guest)).toEqual({ blogId });
    // The guest's open editor is closed at once (the editor says so); reopened, the draft is read-only.
    expect((await closed).reason).toBe('access changed');
    b.type(' Lost words.');
    const c = await openDraft(guest, id);
    expect(c.scope).toBe('readonly');
    c.type(' More lost words.');
    await sleep(500);
    expect(a.text()).not.toContain('ost words.');
    expect(await storedDraft(id)).not.toContain('ost words.');
    expect((await owner.agent.get(`/api/blogs/${blogId}`)).json().content).toContain('Cranes swing at six.');
    const stranger = await person('Sid Stranger');
    expect((await stranger.agent.get(`/api/collaborative-sessions/${id}/draft`)).statusCode).toBe(404);
    [a, b, c].forEach((x) => x.destroy());
  });
});

// Two processes need two connections to one server: the PostgreSQL tier only (PGlite is one process).
if (testDatabaseUrl() !== undefined)
  describe('a session draft across two server processes (PostgreSQL)', () => {
    /** The owner on this process (`a`) and a guest on a second one (`b`), in one private session's draft. */
    async function acrossTwoProcesses(
      title: string,
      body: (s: {
        owner: CoeditPerson;
        guest: CoeditPerson;
        id: number;
        a: CoeditClient;
        b: CoeditClient;
      }) => Promise<void>,
    ) {
      const second = await createTestApp({}, { shareDatabaseOf: app() });
      let b: CoeditClient | undefined;
      try {
        const url2 = await second.app.listen({ host: '127.0.0.1', port: 0 });
        const { owner, id, join } = await privateSession(title);
        const guest = await join('Gia Guest');
        const a = await openDraft(owner, id);
        b = await coeditClient(url2, guest.cookie, 0, { document: sessionDraftDocumentName(id) });
        await body({ owner, guest, id, a, b });
      } finally {
        b?.destroy();
        await second.close();
      }
    }
    /** The draft turned into a blog by its owner, as stored. */
    async function turned(owner: CoeditPerson, id: number): Promise<{ content: string }> {
      const res = await owner.agent.post(`/api/collaborative-sessions/${id}/draft/blog`);
      expect(res.statusCode, res.body).toBe(201);
      return (await owner.agent.get(`/api/blogs/${res.json().blogId}`)).json();
    }

    it('participants on different processes see each other through LISTEN/NOTIFY, and the blog has both', () =>
      acrossTwoProcesses('Two harbours', async ({ owner, guest, id, a, b }) => {
        a.type('North pier.');
        await b.waitFor((s) => s.includes('North pier.'));
        b.type(' South pier.');
        await a.waitFor((s) => s.includes('South pier.'));
        const blog = await turned(owner, id);
        expect(blog.content).toContain('North pier. South pier.');
        expect(blog.content).toContain(`Written with @${guest.user.username}`);
      }));

    it("a guest's first words reach the other process only once the guest is recorded as an author", async () => {
      const database = app().deps.database;
      if (database.kind !== 'postgres') throw new Error('this test needs PostgreSQL');
      const holder = await database.pool.connect();
      try {
        await acrossTwoProcesses('Slow ledger', async ({ owner, guest, id, a, b }) => {
          // The authors' table is held from another connection: recording the guest waits.
          await holder.query('begin');
          await holder.query('lock table session_draft_authors in exclusive mode');
          b.type('Ledger closed at noon.');
          await sleep(400);
          expect(a.text()).not.toContain('Ledger closed at noon.');
          await holder.query('commit');
          await a.waitFor((s) => s.includes('Ledger closed at noon.'));
          // Turned at once on the first process: the blog credits the guest whose words it has.
          const blog = await turned(owner, id);
          expect(blog.content).toContain('Ledger closed at noon.');
          expect(blog.content).toContain(`Written with @${guest.user.username}`);
        });
      } finally {
        await holder.query('rollback').catch(() => undefined);
        holder.release();
      }
    });
  });
