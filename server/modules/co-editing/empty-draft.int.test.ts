import { sessionDraftDocumentName } from '@common/co-editing';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { useCoeditApp } from '../../../test/helpers/co-editing-app';
import type { CoeditClient } from '../../../test/helpers/co-editing-client';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';

/**
 * An empty shared document is made once, on the server: its empty paragraph already holds the
 * text the editors type into, so two people typing at once write into one text and Yjs keeps
 * each one's letters together (an editor meeting two texts in one paragraph rewrites the other's
 * letters into its own: scrambled words, a doubled letter).
 */
const { app, person, connect } = useCoeditApp();

/** What the browser's editor does (y-prosemirror): types into the paragraph's text, making one only if there is none. */
function typeAtStart(c: CoeditClient, text: string) {
  const paragraph = c.doc.getXmlFragment('default').get(0) as Y.XmlElement;
  c.doc.transact(() => {
    let t = paragraph.get(0);
    if (!(t instanceof Y.XmlText)) {
      t = new Y.XmlText();
      paragraph.insert(0, [t]);
    }
    (t as Y.XmlText).insert(0, text);
  });
}

const shape = (c: CoeditClient) =>
  c.doc
    .getXmlFragment('default')
    .toArray()
    .map((block) => (block as Y.XmlElement).toArray().map((child) => child.constructor.name));

describe('an empty shared draft', () => {
  it('is made on the server with its text, so two people typing at once keep each word whole', async () => {
    const owner = await person('Olga Owner');
    const guest = await person('Gus Guest');
    const prompt = await createPrompt(owner.agent, { title: 'Spelling' });
    const session = await createSession(owner.agent, prompt.id, { title: 'Two voices' });
    const { token } = (await owner.agent.post(`/api/collaborative-sessions/${session.id}/invite-link`)).json() as {
      token: string;
    };
    expect((await guest.agent.post('/api/collaborative-sessions/join', { token })).statusCode).toBe(200);
    const a = await connect(owner.cookie, 0, sessionDraftDocumentName(session.id));
    const b = await connect(guest.cookie, 0, sessionDraftDocumentName(session.id));
    // What both received from the server: one empty paragraph holding one empty text.
    expect(shape(a)).toEqual([['YXmlText']]);
    expect(shape(b)).toEqual([['YXmlText']]);

    // At once: neither has seen the other's letters when typing.
    typeAtStart(a, 'Alpha bravo charlie.');
    typeAtStart(b, 'Xray yankee zulu.');
    const both = (s: string) => s.includes('Alpha bravo charlie.') && s.includes('Xray yankee zulu.');
    await Promise.all([a.waitFor(both), b.waitFor(both)]);
    expect(shape(a)).toEqual([['YXmlText']]);
    expect(a.text()).toBe(b.text());
    expect(a.text()).toHaveLength('Alpha bravo charlie.Xray yankee zulu.'.length);

    // The draft becomes a blog with both sentences whole.
    const res = await owner.agent.post(`/api/collaborative-sessions/${session.id}/draft/blog`);
    expect(res.statusCode, res.body).toBe(201);
    const blog = (await owner.agent.get(`/api/blogs/${(res.json() as { blogId: number }).blogId}`)).json() as {
      content: string;
    };
    expect(blog.content).toContain('Alpha bravo charlie.');
    expect(blog.content).toContain('Xray yankee zulu.');
  });

  it('turned into a blog while an update is still being stored: the blog waits for it', async (ctx) => {
    const database = app().app.deps.database;
    // Holding the update table from another connection needs a second one: PostgreSQL's.
    if (database.kind !== 'postgres') return ctx.skip();
    const owner = await person('Olga Owner');
    const prompt = await createPrompt(owner.agent, { title: 'Slow disk' });
    const session = await createSession(owner.agent, prompt.id, { title: 'One voice' });
    const a = await connect(owner.cookie, 0, sessionDraftDocumentName(session.id));
    const b = await connect(owner.cookie, 0, sessionDraftDocumentName(session.id));

    // Appends wait while the table is held; the server passes the update on to the other editor anyway.
    const holder = await database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table session_draft_updates in exclusive mode');
      typeAtStart(a, 'Written while the disk was slow.');
      await b.waitFor((s) => s.includes('Written while the disk was slow.'));
      const turning = owner.agent.post(`/api/collaborative-sessions/${session.id}/draft/blog`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query('commit');
      const res = await turning;
      expect(res.statusCode, res.body).toBe(201);
      const blog = (await owner.agent.get(`/api/blogs/${(res.json() as { blogId: number }).blogId}`)).json() as {
        content: string;
      };
      expect(blog.content).toContain('Written while the disk was slow.');
    } finally {
      await holder.query('rollback').catch(() => undefined);
      holder.release();
    }
  });
});
