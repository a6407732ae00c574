import { connect as tcpConnect } from 'node:net';
import { sessionDraftDocumentName } from '@common/co-editing';
import { BLOG_LIMITS } from '@common/blogs';
import { COEDIT_LIMITS } from '@common/editor-model';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import * as Y from 'yjs';
import { sql } from 'drizzle-orm';
import { sessionDraftUpdates } from '../../db/schema';
import { useCoeditApp } from '../../../test/helpers/co-editing-app';
import type { CoeditClient } from '../../../test/helpers/co-editing-client';
import { createPrompt, createSession } from '../../../test/helpers/collaborative-sessions-fixtures';
import { queryRows } from '../../../test/helpers/test-app';

/**
 * Co-editing cannot break or bloat a document (docs/decisions/020): a client that sends a change
 * the editor never makes, one past the content limit, or a flood of changes is disconnected and
 * its change goes nowhere; the document keeps saving. Other upgrade paths are answered and closed.
 */
const { app, base, person, connect } = useCoeditApp();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until what was typed in a session's draft is stored (as update rows, or compacted into the draft). */
async function draftStored(sessionId: number) {
  for (let i = 0; i < 100; i++) {
    const [row] = await queryRows<{ n: number }>(
      app().deps.database.db,
      sql`select (select count(*) from session_draft_updates where session_id = ${sessionId})
        + (select count(*) from session_drafts where session_id = ${sessionId} and content <> '') as n`,
    );
    if (Number(row?.n) > 0) return;
    await sleep(50);
  }
  throw new Error('the draft was not stored');
}

/** y-protocols' Sync/update message, as a client sends it (varints, then the update). */
function updateMessage(document: string, update: Uint8Array): Uint8Array {
  const out: number[] = [];
  const varUint = (n: number) => {
    while (n > 0x7f) {
      out.push((n & 0x7f) | 0x80);
      n = Math.floor(n / 128);
    }
    out.push(n);
  };
  const name = new TextEncoder().encode(document);
  varUint(name.length);
  out.push(...name);
  varUint(0); // Sync
  varUint(2); // update
  varUint(update.length);
  const head = Uint8Array.from(out);
  const message = new Uint8Array(head.length + update.length);
  message.set(head);
  message.set(update, head.length);
  return message;
}

const socketOf = (c: CoeditClient) => c.provider.configuration.websocketProvider.webSocket as unknown as WebSocket;
/** Resolves with the close code of the client's current socket. */
const closeOf = (c: CoeditClient) => new Promise<number>((r) => socketOf(c).once('close', (code: number) => r(code)));

/** Sends, on `c`'s socket but outside its document, the change `edit` makes to a copy of what `c` has. */
function sendChange(c: CoeditClient, edit: (fragment: Y.XmlFragment) => void): void {
  const shadow = new Y.Doc();
  Y.applyUpdate(shadow, Y.encodeStateAsUpdate(c.doc));
  shadow.transact(() => edit(shadow.getXmlFragment('default')));
  const update = Y.encodeStateAsUpdate(shadow, Y.encodeStateVector(c.doc));
  socketOf(c).send(updateMessage(c.provider.configuration.name, update));
}
const paragraph = (text: string) => {
  const p = new Y.XmlElement('paragraph');
  p.insert(0, [new Y.XmlText(text)]);
  return p;
};
const breakIt = (f: Y.XmlFragment) => {
  f.insert(0, [new Y.XmlText('EVIL top-level text')]);
  const unknown = new Y.XmlElement('marquee');
  unknown.insert(0, [new Y.XmlText('EVIL node')]);
  f.insert(f.length, [unknown]);
};

async function blogOf(agent: Awaited<ReturnType<typeof person>>['agent'], id: number) {
  return (await agent.get(`/api/blogs/${id}`)).json() as { content: string };
}
/** The blog's content once `predicate` holds (the debounced store writes it within seconds). */
async function savedContent(
  agent: Awaited<ReturnType<typeof person>>['agent'],
  id: number,
  predicate: (c: string) => boolean,
) {
  let content = '';
  for (let i = 0; i < 60 && !predicate(content); i++) {
    await sleep(300);
    content = (await blogOf(agent, id)).content;
  }
  return content;
}
async function ownBlog() {
  const owner = await person('Olive Owner');
  const res = await owner.agent.post('/api/blogs', { title: 'Guarded', content: '<p>Start.</p>' });
  return { owner, id: (res.json() as { id: number }).id };
}

describe('a change the editor never makes', () => {
  it('is refused and its socket closed (4400); nobody receives it and the blog keeps saving', async () => {
    const { owner, id } = await ownBlog();
    const a = await connect(owner.cookie, id);
    const b = await connect(owner.cookie, id);
    const closed = closeOf(b);
    sendChange(b, breakIt);
    expect(await closed).toBe(4400);

    a.type(' Still saving.');
    const content = await savedContent(owner.agent, id, (c) => c.includes('Still saving.'));
    expect(content).toBe('<p>Start. Still saving.</p>');
    // Nobody got it, and a fresh copy of the document has only what the editor makes.
    const c = await connect(owner.cookie, id);
    for (const doc of [a.doc, c.doc]) {
      expect(doc.getXmlFragment('default').toString()).not.toContain('EVIL');
      expect(
        doc
          .getXmlFragment('default')
          .toArray()
          .every((n) => n instanceof Y.XmlElement),
      ).toBe(true);
    }
  });

  it("on a session's draft: refused, and 'Turn into a blog' makes the blog from the good text", async () => {
    const owner = await person('Sid Session');
    const prompt = await createPrompt(owner.agent, { title: 'Guarded prompt' });
    const session = await createSession(owner.agent, prompt.id, { title: 'Guarded draft' });
    const doc = sessionDraftDocumentName(session.id);
    const a = await connect(owner.cookie, 0, doc);
    const b = await connect(owner.cookie, 0, doc);
    a.type('Good words.');
    await b.waitFor((s) => s.includes('Good words.'));
    await draftStored(session.id);
    const closed = closeOf(b);
    sendChange(b, breakIt);
    expect(await closed).toBe(4400);

    const res = await owner.agent.post(`/api/collaborative-sessions/${session.id}/draft/blog`);
    expect(res.statusCode, res.body).toBe(201);
    expect((await blogOf(owner.agent, res.json().blogId)).content).toBe('<p>Good words.</p>');
  });

  it('stored before this check, it no longer breaks the draft: its text is kept, the rest is left out', async () => {
    const owner = await person('Pia Past');
    const prompt = await createPrompt(owner.agent, { title: 'Old prompt' });
    const session = await createSession(owner.agent, prompt.id, { title: 'Old draft' });
    const a = await connect(owner.cookie, 0, sessionDraftDocumentName(session.id));
    a.type('Written before.');
    await draftStored(session.id);
    // What an unchecked server stored from a bad client (as the relay appends it).
    const bad = new Y.Doc();
    Y.applyUpdate(bad, Y.encodeStateAsUpdate(a.doc));
    const before = Y.encodeStateVector(bad);
    bad.transact(() => breakIt(bad.getXmlFragment('default')));
    await app()
      .deps.database.db.insert(sessionDraftUpdates)
      .values({ sessionId: session.id, update: Y.encodeStateAsUpdate(bad, before) });

    const res = await owner.agent.post(`/api/collaborative-sessions/${session.id}/draft/blog`);
    expect(res.statusCode, res.body).toBe(201);
    expect((await blogOf(owner.agent, res.json().blogId)).content).toBe(
      '<p>EVIL top-level text</p><p>Written before.</p>',
    );
  });
});

describe("the document's limits", () => {
  it('two changes of 1.6 million characters: the second is refused (4413); the blog stays under the limit and saves', async () => {
    const { owner, id } = await ownBlog();
    const a = await connect(owner.cookie, id);
    const big = (ch: string) => ch.repeat(1_600_000);
    sendChange(a, (f) => f.insert(f.length, [paragraph(big('a'))]));
    await a.waitFor((s) => s.includes(big('a')));
    const first = await savedContent(owner.agent, id, (c) => c.length > 1_600_000);
    expect(first.length).toBeGreaterThan(1_600_000);

    const closed = closeOf(a);
    sendChange(a, (f) => f.insert(f.length, [paragraph(big('b'))]));
    expect(await closed).toBe(4413);

    const c = await connect(owner.cookie, id);
    expect(c.text()).not.toContain('bbbb');
    c.type(' Small words.');
    const content = await savedContent(owner.agent, id, (s) => s.includes('Small words.'));
    expect(content.length).toBeLessThanOrEqual(BLOG_LIMITS.contentMax);
    expect(content).not.toContain('bbbb');
  });

  it('a flood of changes closes the socket (4429) before it is all applied; the blog keeps saving', async () => {
    const { owner, id } = await ownBlog();
    const a = await connect(owner.cookie, id);
    // Five bursts sent at once: the server would have to take 80 s to read them for the rate to let them all in.
    const flood = COEDIT_LIMITS.messageBurst * 5;
    const closed = closeOf(a);
    const shadow = new Y.Doc();
    Y.applyUpdate(shadow, Y.encodeStateAsUpdate(a.doc));
    const text = (shadow.getXmlFragment('default').get(0) as Y.XmlElement).get(0) as Y.XmlText;
    const name = a.provider.configuration.name;
    shadow.on('update', (update: Uint8Array) => socketOf(a).send(updateMessage(name, update)));
    for (let i = 0; i < flood; i++) text.insert(text.length, 'x');
    expect(await closed).toBe(4429);

    const c = await connect(owner.cookie, id);
    const applied = (c.text().match(/x/g) ?? []).length;
    expect(applied).toBeLessThan(flood);
    c.type(' After the flood.');
    const content = await savedContent(owner.agent, id, (s) => s.includes('After the flood.'));
    expect(content).toMatch(/^<p>Start\.x*/);
  });
});

describe('WebSocket upgrades to other paths', () => {
  /** A raw upgrade request: the status line of the answer and whether the server closed the socket. */
  function upgrade(path: string, { keepOpen = false } = {}): Promise<{ status: string; closed: boolean }> {
    const { port } = new URL(base());
    return new Promise((resolve, reject) => {
      // keepOpen: a client that never closes its side (the server must close the socket itself:
      // writing to a socket the server closed then fails).
      const socket = tcpConnect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: keepOpen });
      let answer = '';
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('end', () => {
        if (!keepOpen) return;
        const poke = setInterval(() => socket.write('still here\r\n'), 50);
        socket.on('close', () => clearInterval(poke));
      });
      socket.on('error', (err: NodeJS.ErrnoException) =>
        keepOpen && ['ECONNRESET', 'EPIPE'].includes(err.code ?? '') ? undefined : reject(err),
      );
      socket.on('close', () => resolve({ status: answer.split('\r\n')[0] ?? '', closed: true }));
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
    });
  }

  it.each(['/', '/api/other', '/media/x', '/api/coedit/more'])('%s is answered 404 and closed', async (path) => {
    expect(await upgrade(path)).toEqual({ status: 'HTTP/1.1 404 Not Found', closed: true });
  });

  it('a client that keeps its side open is closed by the server too (another path, or no session)', async () => {
    expect(await upgrade('/api/other', { keepOpen: true })).toEqual({ status: 'HTTP/1.1 404 Not Found', closed: true });
    expect(await upgrade('/api/coedit', { keepOpen: true })).toEqual({
      status: 'HTTP/1.1 401 Unauthorized',
      closed: true,
    });
  });

  it('a target that is no URL is answered 400 and closed, and the server stays up', async () => {
    expect(await upgrade('http://[')).toEqual({ status: 'HTTP/1.1 400 Bad Request', closed: true });
    expect((await fetch(`${base()}/api/health`)).status).toBeLessThan(500);
  });
});
