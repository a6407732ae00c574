/**
 * The last event of a live stream that the server ends (docs/decisions/030): its session ended
 * (signed out here or elsewhere, password changed, account deleted) or its access was revoked.
 * A co-editing socket closes with the matching code instead.
 */
export type LiveEndReason = 'session-ended' | 'access-revoked';
export interface LiveEnded {
  type: 'ended';
  reason: LiveEndReason;
}

/** WebSocket close codes of a co-editing socket the server ends (4000–4999: the application's). */
export const LIVE_CLOSE_CODES = { 'session-ended': 4401, 'access-revoked': 4403 } as const satisfies Record<
  LiveEndReason,
  number
>;

/** What the client shows when the server ended a live view. */
export const LIVE_ENDED_MESSAGES: Record<LiveEndReason, string> = {
  'session-ended': 'You were signed out. Sign in again to keep working.',
  'access-revoked': 'Your access to this blog changed.',
};

/**
 * Why the server closed a co-editing connection for good, from its close event: 4401 (the session
 * ended), or a document's close whose reason is the relay's 'access changed' (a share changed).
 * Null for anything else (a dropped connection, which reconnects).
 */
export function liveEndReasonOf(event: { code?: number; reason?: string }): LiveEndReason | null {
  if (event.code === LIVE_CLOSE_CODES['session-ended']) return 'session-ended';
  return event.reason === 'access changed' ? 'access-revoked' : null;
}
