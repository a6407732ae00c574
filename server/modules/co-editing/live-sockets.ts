import type { WebSocket } from 'ws';
import { LIVE_CLOSE_CODES } from '@common/live';
import type { SessionWatch } from '../../lib/realtime/session-watch';

/**
 * Ties a co-editing socket to the session that opened it (docs/decisions/030): when that session
 * ends, in any process, the socket stops reading at once (nothing it sends afterwards reaches a
 * document) and closes with 4401 'session-ended', which the editor shows. Unwatched on close.
 */
export function watchSocket(watch: SessionWatch, ws: WebSocket, who: { sessionId: string; userId: number }): void {
  const unwatch = watch.watch({
    ...who,
    end(reason) {
      ws.removeAllListeners('message');
      ws.close(LIVE_CLOSE_CODES[reason], reason);
    },
  });
  ws.once('close', unwatch);
}
