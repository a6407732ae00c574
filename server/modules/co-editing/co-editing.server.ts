import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Document, type Extension } from '@hocuspocus/server';
import type { FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { COEDIT_PATH, coeditDocumentName, documentOf } from '@common/co-editing';
import type { App } from '../../types';
import { versionRecorder } from '../versions';
import { documentAccess } from './access';
import { draftRepository } from './draft.repository';
import { watchSocket } from './live-sockets';
import { createRelay, type CoeditRelay, type RelayMessage } from './relay';
import { docGuard } from './doc-guard';
import { abortUpgrade, messageRate, upgradePath } from './socket-guard';
import { yStores } from './stores';
import { seeded } from './seed';
import { htmlOf, sha256 } from './ydoc-html';
import { inFlight } from './in-flight';
import { storeBeforeClose } from './store-before-close';
import { addMetricProbe } from '../../lib/metrics';

/** Who is connected: set at the upgrade from the session cookie. */
interface CoeditContext {
  userId: number;
  name: string;
  /** The session's public id: the socket closes when it ends (live-sockets.ts). */
  sessionId: string;
}

/** An Error without a message: Hocuspocus answers 'permission denied' with its reason and logs nothing. */
const DENIED = Object.assign(new Error(''), { reason: 'not-found' });
const LOADED = { source: 'local', skipStoreHooks: true } as const;
/** Updates and presence from another process: applied and broadcast, never stored again here. */
const REMOTE = { source: 'redis' } as const;
const isFromClient = (origin: unknown) =>
  typeof origin === 'object' && origin !== null && (origin as { source?: string }).source === 'connection';

export interface CoeditServer {
  hocuspocus: Hocuspocus<CoeditContext>;
  relay: CoeditRelay;
  /** Closes a user's connections to a blog in every process (after a revoke or a role change). */
  disconnect(blogId: number, userId: number): Promise<void>;
  /** Closes everyone's connections to a document in every process (they reopen with their new access). */
  closeDocument(name: string): Promise<void>;
  /**
   * Resolves once every update this process has received for the document is stored. An update
   * reaches the other editors as soon as it arrives, while it is still being stored: whatever reads
   * the stored document for something they saw (a draft turned into a blog) waits for this first.
   */
  stored(name: string): Promise<void>;
}

/** A kick for every connection of the document, whoever holds it. */
const EVERYONE = 0;

/**
 * The Hocuspocus server of docs/decisions/020-coediting-on-postgresql.md, on Fastify's own HTTP server: WebSocket upgrades of
 * COEDIT_PATH from our own origin with a live session cookie; each document (`blog:<id>`, or a
 * session's shared draft `session:<id>`, docs/decisions/020-coediting-on-postgresql.md) is opened when its policy lets the user read
 * it, read-only unless it lets them write (access.ts).
 */
export async function mountCoedit(app: App): Promise<CoeditServer> {
  const { database, config } = app.deps;
  const access = documentAccess(database.db);
  const storeOf = yStores(database.db);
  const drafts = draftRepository(database.db);
  const relay = await createRelay(database, app.log);
  /** Documents of this process by name, registered before their stored updates are read (no gap). */
  const loaded = new Map<string, Document>();
  /** Who typed into each document here since its last store, in the order they last typed. */
  const editors = new Map<string, Set<number>>();
  /** The updates of each document still being stored (appended, their author recorded). */
  const storing = inFlight();
  /** Session drafts' authors this process has recorded already (one insert each). */
  const draftAuthors = new Set<string>();
  const history = versionRecorder(database.db);
  const updatesOf = (name: string, afterId: number) => {
    const d = documentOf(name)!;
    return storeOf(d).updatesAfter(d.id, afterId);
  };

  /** Folds the stored updates into the document row and writes the HTML (idempotent; any process may). */
  async function compact(name: string, document: Document) {
    const d = documentOf(name)!;
    const rows = await updatesOf(name, 0);
    for (const row of rows) Y.applyUpdate(document, row.update, REMOTE);
    const html = htmlOf(document);
    const typed = editors.get(name);
    editors.delete(name);
    await storeOf(d).compact(d.id, Y.encodeStateAsUpdate(document), rows.at(-1)?.id ?? 0, html, sha256(html));
    // A blog's version like a save's, by the editors of this process (another process records its own).
    // The text is stored by now: a version that cannot be kept (shutting down) does not fail the store.
    if (d.kind === 'blog' && typed?.size)
      await history
        .recordCoeditSave([...typed], d.id)
        .catch((err: unknown) => app.log.warn({ err, event: 'coedit_version_failed' }, 'no version of co-edited text'));
  }
  /**
   * A safety net for updates this process did not receive from its own editors (relayed, or left
   * by a process that died before its debounced store): compact them a little later here too.
   */
  const pending = new Map<string, NodeJS.Timeout>();
  function compactLater(name: string, ms = 4_000) {
    if (pending.has(name)) return;
    const timer = setTimeout(() => {
      pending.delete(name);
      const doc = loaded.get(name);
      if (doc)
        compact(name, doc).catch((err: unknown) =>
          app.log.error({ err, event: 'coedit_compact_failed' }, 'co-editing compaction failed'),
        );
    }, ms);
    timer.unref();
    pending.set(name, timer);
  }

  const persistence: Extension = {
    extensionName: 'inkgram-coedit',
    async onAuthenticate({ documentName, context, connectionConfig }) {
      const d = documentOf(documentName);
      const allowed = d && (await access(d, (context as CoeditContext).userId));
      if (!allowed) throw DENIED;
      connectionConfig.readOnly = allowed.readOnly;
    },
    async onLoadDocument({ document, documentName }) {
      const d = documentOf(documentName)!;
      loaded.set(documentName, document);
      const stored = await storeOf(d).load(d.id);
      if (!stored) throw DENIED;
      const contentHash = sha256(stored.content);
      if (stored.state && stored.contentHash === contentHash) {
        Y.applyUpdate(document, stored.state, LOADED);
        for (const row of stored.updates) Y.applyUpdate(document, row.update, LOADED);
        if (stored.updates.length) compactLater(documentName, 500);
        return;
      }
      // New to co-editing, or blogs.content was written by something else (Save, AI apply, restore).
      Y.applyUpdate(document, seeded(stored.content), LOADED);
      await storeOf(d).reset(d.id, Y.encodeStateAsUpdate(document), contentHash);
    },
    async onChange({ documentName, update, transactionOrigin, context }) {
      if (!isFromClient(transactionOrigin)) return;
      const typed = editors.get(documentName) ?? new Set<number>();
      const { userId } = context as CoeditContext;
      typed.delete(userId);
      editors.set(documentName, typed.add(userId));
      const d = documentOf(documentName)!;
      const author = `${d.id}:${userId}`;
      const firstInDraft = d.kind === 'session' && !draftAuthors.has(author);
      if (firstInDraft) draftAuthors.add(author);
      const store = async () => {
        // The author before the update: another process shows the update once it is stored, and a
        // blog made there from what it shows credits everyone who wrote it.
        if (firstInDraft)
          await drafts.addAuthor(d.id, userId).catch((err: unknown) => {
            draftAuthors.delete(author); // the next update tries again
            app.log.error({ err, event: 'coedit_author_failed' }, 'a draft author was not recorded');
          });
        await relay.append(documentName, update);
      };
      // Registered at once (the other editors here already have the update): see `stored` below.
      await storing.track(
        documentName,
        store().catch((err: unknown) => {
          app.log.error({ err, event: 'coedit_persist_failed' }, 'a co-editing update was not stored');
        }),
      );
    },
    async onStoreDocument({ document, documentName }) {
      await compact(documentName, document);
    },
    async onAwarenessUpdate({ documentName, document, transactionOrigin, added, updated, removed }) {
      if (!isFromClient(transactionOrigin)) return;
      const update = encodeAwarenessUpdate(document.awareness, [...added, ...updated, ...removed]);
      await relay.awareness(documentName, update).catch(() => undefined);
    },
    async afterLoadDocument({ documentName }) {
      await relay.hello(documentName).catch(() => undefined);
    },
    async afterUnloadDocument({ documentName }) {
      loaded.delete(documentName);
    },
  };

  const hocuspocus = new Hocuspocus<CoeditContext>({
    name: `inkgram-${relay.instanceId}`,
    quiet: true,
    debounce: 1_500,
    maxDebounce: 8_000,
    extensions: [docGuard(app.log), persistence],
  });

  function closeUser(name: string, userId: number) {
    const doc = hocuspocus.documents.get(name);
    doc?.connections.forEach((_clients, connection) => {
      if (userId === EVERYONE || (connection.context as CoeditContext).userId === userId)
        connection.close({ code: 4403, reason: 'access changed' });
    });
  }

  relay.subscribe((message: RelayMessage) => {
    if (message.kind === 'resync') {
      for (const [name, doc] of loaded)
        void updatesOf(name, 0).then((rows) => rows.forEach((r) => Y.applyUpdate(doc, r.update, REMOTE)));
      return;
    }
    if (message.kind === 'kick') return closeUser(message.doc, message.userId);
    const doc = loaded.get(message.doc);
    if (!doc) return;
    if (message.kind === 'hello') {
      const clients = [...doc.awareness.getStates().keys()];
      if (clients.length) void relay.awareness(message.doc, encodeAwarenessUpdate(doc.awareness, clients));
    } else if (message.kind === 'awareness') applyAwarenessUpdate(doc.awareness, message.update, REMOTE);
    else {
      if (message.update) Y.applyUpdate(doc, message.update, REMOTE);
      else
        void updatesOf(message.doc, message.id - 1).then((rows) =>
          rows.filter((r) => r.id === message.id).forEach((r) => Y.applyUpdate(doc, r.update, REMOTE)),
        );
      compactLater(message.doc);
    }
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 * 1024 });
  const removeSocketProbe = addMetricProbe('coedit_sockets', () => ({ open: wss.clients.size }));
  const publicOrigin = new URL(config.PUBLIC_URL).origin;

  async function authenticate(req: IncomingMessage): Promise<CoeditContext | undefined> {
    const origin = req.headers.origin;
    if (origin !== publicOrigin && origin !== `http://${req.headers.host}` && origin !== `https://${req.headers.host}`)
      return undefined;
    const cookies = app.parseCookie(req.headers.cookie ?? '');
    const auth = await app.sessions.resolve({ cookies } as unknown as FastifyRequest);
    return auth ? { userId: auth.user.id, name: auth.user.name, sessionId: auth.session.publicId } : undefined;
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = upgradePath(req.url);
    if (path !== COEDIT_PATH) return abortUpgrade(socket, path === undefined ? 400 : 404);
    authenticate(req).then(
      (context) => {
        if (!context) {
          abortUpgrade(socket, 401);
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          watchSocket(app.sessionWatch, ws, context);
          const headers = new Headers();
          for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
          const client = hocuspocus.handleConnection(
            ws,
            new Request(`http://localhost${req.url ?? '/'}`, { headers }),
            context,
          );
          const allowed = messageRate(ws);
          ws.on('message', (data: Buffer) => allowed(data) && client.handleMessage(new Uint8Array(data)));
          ws.on('close', (code, reason) => client.handleClose({ code, reason: reason.toString() }));
          ws.on('error', () => ws.terminate());
        });
      },
      (err: unknown) => {
        app.log.error({ err }, 'co-editing upgrade failed');
        socket.destroy();
      },
    );
  };
  app.server.on('upgrade', onUpgrade);

  app.addHook('preClose', async () => {
    pending.forEach((t) => clearTimeout(t));
    app.server.off('upgrade', onUpgrade);
    removeSocketProbe();
    // Stored before the database closes: the pending stores, and the updates still being appended.
    const stores = storeBeforeClose(hocuspocus);
    hocuspocus.closeConnections();
    for (const ws of wss.clients) ws.terminate();
    wss.close();
    await Promise.all([stores, storing.settledAll()]);
  });
  app.addHook('onClose', async () => relay.close());

  return {
    hocuspocus,
    relay,
    async disconnect(blogId, userId) {
      closeUser(coeditDocumentName(blogId), userId);
      await relay.kick(coeditDocumentName(blogId), userId);
    },
    async closeDocument(name) {
      closeUser(name, EVERYONE);
      await relay.kick(name, EVERYONE);
    },
    stored: (name) => storing.settled(name),
  };
}
