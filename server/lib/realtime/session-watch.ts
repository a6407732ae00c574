import type { FastifyRequest } from 'fastify';
import type { LiveEnded, LiveEndReason } from '@common/live';
import type { BusMessage, RealtimeBus } from './bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open sockets and streams by session (server/plugins/session-watch.ts). */
    sessionWatch: SessionWatch;
  }
}

/** Sent by the database when a session row is deleted (migration 0024): `{ topic, sessionId, userId }`. */
export const SESSION_ENDED_TOPIC = 'session-ended';
/** Sent by the app when someone's access to a scope (e.g. `blog:12`) was revoked or changed. */
export const ACCESS_CHANGED_TOPIC = 'access-changed';
/** A backstop for a notice lost in transit: every watched session is checked this often. */
export const SESSION_SWEEP_MS = 30_000;
const SWEEP_BATCH = 500;

/** Why a live connection was ended; the client shows it (`session-ended`: signed out). */
export type EndReason = LiveEndReason;

/** One open connection (a co-editing socket, an event stream) that lives only as long as its session. */
export interface Watched {
  /** The session's public id (sessions.public_id). */
  sessionId: string;
  userId: number;
  /** What it reads, e.g. `blog:12`: an access change there runs `recheck`. */
  scope?: string;
  /** Whether the user may still read the scope; false ends the connection with 'access-revoked'. */
  recheck?: () => Promise<boolean>;
  /** Closes the connection (called at most once). */
  end(reason: EndReason): void;
}

export interface SessionWatch {
  /** Watches a connection until it ends; returns the function that stops watching (on its close). */
  watch(watched: Watched): () => void;
  /** Tells every process that `userId`'s access to `scope` changed: their connections there recheck. */
  accessChanged(userId: number, scope: string): Promise<void>;
  /** How many connections are watched here (for tests and metrics). */
  size(): number;
  close(): void;
}

interface Options {
  /** The ids among `sessionIds` that are still live sessions (the sweep's one query). */
  liveSessions(sessionIds: string[]): Promise<Set<string>>;
  /** Told of every session that ended (to drop it from caches). */
  onEnded?(sessionId: string): void;
  log: { warn(obj: object, msg: string): void };
  sweepMs?: number;
}

/**
 * Per process: the open connections by session, closed when the database says their session
 * ended and rechecked when the app says their user's access changed (docs/decisions/030). Each
 * is checked once after it is registered (its session may have ended since it was looked up); a
 * periodic sweep, and one after the bus's listener reconnects, closes those whose notice was lost.
 */
export function sessionWatch(bus: RealtimeBus, opts: Options): SessionWatch {
  const bySession = new Map<string, Set<Watched>>();
  const byUser = new Map<number, Set<Watched>>();
  const ended = new WeakSet<Watched>();

  const finish = (w: Watched, reason: EndReason) => {
    if (ended.has(w)) return;
    ended.add(w);
    forget(w);
    try {
      w.end(reason);
    } catch (err) {
      opts.log.warn({ err: (err as Error).message, event: 'live_end_failed' }, 'a live connection did not close');
    }
  };
  function forget(w: Watched) {
    const s = bySession.get(w.sessionId);
    if (s?.delete(w) && !s.size) bySession.delete(w.sessionId);
    const u = byUser.get(w.userId);
    if (u?.delete(w) && !u.size) byUser.delete(w.userId);
  }
  const endSession = (sessionId: string) => {
    for (const w of [...(bySession.get(sessionId) ?? [])]) finish(w, 'session-ended');
  };
  const recheck = (w: Watched) =>
    (w.recheck ?? (async () => true))().then(
      (ok) => ok || finish(w, 'access-revoked'),
      () => finish(w, 'access-revoked'),
    );

  async function sweep() {
    const ids = [...bySession.keys()];
    for (let i = 0; i < ids.length; i += SWEEP_BATCH) {
      const batch = ids.slice(i, i + SWEEP_BATCH);
      const live = await opts.liveSessions(batch);
      for (const id of batch) if (!live.has(id)) endSession(id);
    }
  }
  const sweepSafely = () =>
    void sweep().catch((err: Error) =>
      opts.log.warn({ err: err.message, event: 'session_sweep_failed' }, 'sweep failed'),
    );

  let epoch = bus.epoch();
  const unsubscribe = bus.subscribe((m: BusMessage) => {
    const now = bus.epoch();
    if (now !== epoch) {
      epoch = now;
      sweepSafely();
    }
    if (m.topic === SESSION_ENDED_TOPIC && typeof m.sessionId === 'string') {
      opts.onEnded?.(m.sessionId);
      endSession(m.sessionId);
    } else if (m.topic === ACCESS_CHANGED_TOPIC && typeof m.userId === 'number' && typeof m.scope === 'string')
      for (const w of [...(byUser.get(m.userId) ?? [])]) if (w.scope === m.scope) void recheck(w);
  });
  const timer = setInterval(sweepSafely, opts.sweepMs ?? SESSION_SWEEP_MS);
  timer.unref();

  return {
    watch(w) {
      const s = bySession.get(w.sessionId) ?? new Set<Watched>();
      bySession.set(w.sessionId, s.add(w));
      const u = byUser.get(w.userId) ?? new Set<Watched>();
      byUser.set(w.userId, u.add(w));
      // The session may have ended between its lookup (cached up to a second) and now: ask once.
      opts.liveSessions([w.sessionId]).then(
        (live) => live.has(w.sessionId) || finish(w, 'session-ended'),
        (err: Error) => opts.log.warn({ err: err.message, event: 'session_check_failed' }, 'session check failed'),
      );
      return () => {
        ended.add(w);
        forget(w);
      };
    },
    accessChanged: (userId, scope) => bus.publish({ topic: ACCESS_CHANGED_TOPIC, userId, scope }),
    size: () => [...bySession.values()].reduce((n, s) => n + s.size, 0),
    close() {
      clearInterval(timer);
      unsubscribe();
      bySession.clear();
      byUser.clear();
    },
  };
}

/** What a stream reads (e.g. `blog:12`) and whether its user still may, rechecked when access changes. */
export type StreamAccess = Pick<Watched, 'scope' | 'recheck'>;

/** Watches a signed-in request's event stream; `end` gets the stream's last event. Returns the unwatch. */
export function watchStream(
  request: FastifyRequest,
  userId: number,
  access: StreamAccess,
  end: (ended: LiveEnded) => void,
): () => void {
  const session = request.auth?.session;
  if (!session) return () => undefined;
  return request.server.sessionWatch.watch({
    sessionId: session.publicId,
    userId,
    ...access,
    end: (reason) => end({ type: 'ended', reason }),
  });
}
