import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { COEDIT_CLOSE, COEDIT_LIMITS } from '@common/editor-model';

/** A token bucket: `burst` at once, refilled at `perSecond`. */
export function bucket(burst: number, perSecond: number, now: () => number = Date.now) {
  let tokens = burst;
  let at = now();
  return (cost = 1): boolean => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond);
    at = t;
    if (tokens < cost) return false;
    tokens -= cost;
    return true;
  };
}

/** How long a refused socket has to answer our close frame before it is cut. */
const CLOSE_GRACE_MS = 2_000;

/** Closes a co-editing socket with an application close code, cut if the client does not answer. */
export function refuseSocket(
  ws: Pick<WebSocket, 'close' | 'terminate' | 'readyState' | 'OPEN'>,
  close: { code: number; reason: string },
) {
  if (ws.readyState !== ws.OPEN) return;
  ws.close(close.code, close.reason);
  setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
}

/**
 * The per-connection rate of a co-editing socket (COEDIT_LIMITS): messages and bytes. Returns
 * whether a message may be handled; past either budget the socket is closed (4429) and nothing
 * more it sends is handled.
 */
export function messageRate(ws: WebSocket, onRefused?: () => void): (data: Buffer) => boolean {
  const messages = bucket(COEDIT_LIMITS.messageBurst, COEDIT_LIMITS.messagesPerSecond);
  const bytes = bucket(COEDIT_LIMITS.byteBurst, COEDIT_LIMITS.bytesPerSecond);
  return (data) => {
    if (ws.readyState !== ws.OPEN) return false;
    if (messages() && bytes(data.length)) return true;
    onRefused?.();
    refuseSocket(ws, COEDIT_CLOSE.tooFast);
    return false;
  };
}

/** The path an upgrade asks for, or undefined when its target is not a URL (`GET http://[ …`). */
export function upgradePath(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://x').pathname;
  } catch {
    return undefined;
  }
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found' };

/** Answers an upgrade we do not take (another path, no session) and closes its socket. */
export function abortUpgrade(socket: Duplex, status: 400 | 401 | 404): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
