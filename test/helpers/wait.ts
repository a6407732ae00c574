import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago (for child processes that need a fixed port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until `done` holds or `ms` passes; returns the last value either way. */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 15_000, every = 200): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await sleep(every);
  }
}

/** Polls `check` (a throw counts as "not yet") until it is true; throws after `ms`. */
export async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000, every = 200): Promise<void> {
  const ok = await until(() => check().catch(() => false), Boolean, ms, every);
  if (!ok) throw new Error(`timed out waiting for ${what}`);
}
