import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coeditClient, type CoeditClient } from '../helpers/co-editing-client';
import { HttpAgent } from '../helpers/http-agent';
import { testDatabaseUrl } from '../helpers/test-db-env';
import { freePort } from '../helpers/wait';
import { scratchDatabase, startServerProcess, type ScratchDatabase, type ServerProcess } from './cluster';

/**
 * A session that ends is closed everywhere (docs/decisions/030): two server processes on one
 * PostgreSQL; a co-editing socket and a live stream held by process B close when their session
 * signs out through process A (the database's notice, over LISTEN/NOTIFY).
 */
const pgUrl = testDatabaseUrl();
if (!pgUrl) {
  const banner = 'MULTI-PROCESS SESSION-END TEST NOT RUN: needs PostgreSQL (TEST_DB=postgres TEST_DATABASE_URL=…)';
  if (process.env.CI) throw new Error(`${banner} — CI must run it`);
  console.warn(`\n${banner}\n`);
}

describe.skipIf(!pgUrl)('signing out on one process closes what another process holds', () => {
  let db: ScratchDatabase;
  let dir: string;
  const procs: ServerProcess[] = [];
  const agents: HttpAgent[] = [];
  let socket: CoeditClient | undefined;

  beforeAll(async () => {
    db = await scratchDatabase(pgUrl!);
    dir = mkdtempSync(path.join(tmpdir(), 'inkgram-session-end-'));
    const ports = [await freePort(), await freePort()];
    const env = {
      DATABASE_URL: db.url,
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
      ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first applies the migrations, the second finds them applied.
    for (const [i, port] of ports.entries())
      procs.push(
        await startServerProcess(`server-${i + 1}`, {
          ...env,
          PORT: String(port),
          DATA_DIR: path.join(dir, `data-${i + 1}`),
        }),
      );
  }, 120_000);

  afterAll(async () => {
    socket?.destroy();
    agents.forEach((a) => a.close());
    await Promise.allSettled(procs.map((p) => p.stop('SIGKILL')));
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("process A's sign-out closes the socket and the stream process B holds", async () => {
    const [a, b] = procs as [ServerProcess, ServerProcess];
    const onA = new HttpAgent(a.url);
    agents.push(onA);
    await onA.register('Ana Author');
    const blog = await onA.post('/api/blogs', { title: 'Two processes', content: '<p>Start.</p>' });
    expect(blog.status).toBe(201);
    const id = blog.json<{ id: number }>().id;

    // The same browser session, talking to process B.
    const onB = new HttpAgent(b.url);
    agents.push(onB);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    const cookie = [...onA.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    socket = await coeditClient(b.url, cookie, id);
    expect(socket.scope).toBe('read-write');
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket!.provider.on('close', ({ event }: { event: { code: number; reason: string } }) =>
        resolve({ code: event.code, reason: event.reason }),
      ),
    );
    const stream = await onB.stream(`/api/blogs/${id}/comments/events`);
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'viewers');

    expect((await onA.post('/api/logout')).status).toBe(204);

    expect((await stream.waitFor((e) => e.event === 'ended', 10_000)).data).toEqual({
      type: 'ended',
      reason: 'session-ended',
    });
    expect(await closed).toEqual({ code: 4401, reason: 'session-ended' });
    // Process B refuses the old cookie too.
    expect((await onB.get(`/api/blogs/${id}`)).status).toBe(401);
  });
});
