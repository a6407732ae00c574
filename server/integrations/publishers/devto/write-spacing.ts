import { retryAfterMs } from '../content';
import type { JsonResponse } from '../request';

/**
 * DEV throttles writes (POST/PUT under /api/) to 1 per second per IP and API key (Rack::Attack,
 * forem/forem #12737) and answers 429 with Retry-After. A throttled write was not performed, so it
 * is safe to send again: a short wait (≤ `maxWaitMs`, the usual 1–2 s) is waited here, once; a
 * longer one becomes `rate_limited` with DEV's Retry-After for the job queue to honour.
 */
export async function withDevRateLimit(
  call: () => Promise<JsonResponse>,
  maxWaitMs = 3_000,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<JsonResponse> {
  const first = await call();
  if (first.status !== 429) return first;
  const wait = retryAfterMs(first.headers.get('retry-after'), maxWaitMs + 1);
  if (wait > maxWaitMs) return first;
  await sleep(wait);
  return call();
}
