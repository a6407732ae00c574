import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** Starts `t` on a free port of 127.0.0.1 and returns its base URL. */
export async function listenLocal(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${addr.port}`;
}

export interface TwoProcesses {
  one: TestApp;
  two: TestApp;
  base1: string;
  base2: string;
}

/**
 * For one describe block (PostgreSQL only: PGlite is single-process): two app instances on one
 * database, as two server processes, each listening on 127.0.0.1; closed after the block. Read the
 * fields inside the tests, once `beforeAll` has filled them.
 */
export function twoProcessesOnOneDatabase(): TwoProcesses {
  const p = {} as TwoProcesses;
  beforeAll(async () => {
    p.one = await createTestApp();
    p.two = await createTestApp({}, { shareDatabaseOf: p.one });
    p.base1 = await listenLocal(p.one);
    p.base2 = await listenLocal(p.two);
  });
  afterAll(async () => {
    await p.two?.close();
    await p.one?.close();
  });
  return p;
}
