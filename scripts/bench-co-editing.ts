/**
 * Co-editing bench (docs/decisions/020-coediting-on-postgresql.md): 20 simulated editors (Node Y clients over the Hocuspocus
 * provider) on 2 server processes sharing one PostgreSQL. Each round one editor types a token; the
 * time until each of the 19 others sees it is one sample. Prints p50/p95/max. Needs
 * TEST_DATABASE_URL (a PostgreSQL admin URL).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { coeditClient, login, type CoeditClient } from '../test/helpers/co-editing-client';
import { scratchDatabase, startServerProcess } from '../test/multiprocess/cluster';

const EDITORS = 20;
const ROUNDS = 60;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  const db = await scratchDatabase(adminUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'inkgram-bench-coedit-'));
  const env = {
    DATABASE_URL: db.url,
    ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
    LOG_LEVEL: 'warn',
    REGISTER_LIMIT_PER_HOUR: '1000',
  };
  const procs = await Promise.all(
    [1, 2].map((i) => startServerProcess(`server-${i}`, { ...env, DATA_DIR: path.join(dir, `d${i}`) })),
  );
  const clients: CoeditClient[] = [];
  try {
    const base = procs[0]!.url;
    const post = async (url: string, body: unknown, cookie?: string) => {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      return {
        json: (await res.json()) as Record<string, unknown>,
        cookie: res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      };
    };
    const users = [];
    for (let i = 0; i < EDITORS; i++) {
      const username = `bench${i}${randomBytes(3).toString('hex')}`;
      const r = await post('/api/register', {
        name: `Editor ${i}`,
        username,
        email: `${username}@example.com`,
        password: 'correct horse battery',
      });
      users.push({ username, email: `${username}@example.com`, cookie: r.cookie });
    }
    const blog = await post('/api/blogs', { title: 'Bench', content: '<p>Start.</p>' }, users[0]!.cookie);
    const id = blog.json.id as number;
    for (const u of users.slice(1))
      await post(`/api/blogs/${id}/members`, { email: u.email, role: 'editor' }, users[0]!.cookie);
    for (let i = 0; i < EDITORS; i++) {
      const proc = procs[i % 2]!;
      const cookie = await login(proc.url, { username: users[i]!.username, password: 'correct horse battery' });
      clients.push(await coeditClient(proc.url, cookie, id));
    }
    const samples: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const writer = clients[r % EDITORS]!;
      const token = ` t${r}.`;
      const started = performance.now();
      const seen = clients
        .filter((c) => c !== writer)
        .map((c) => c.waitFor((s) => s.includes(token), 10_000).then(() => samples.push(performance.now() - started)));
      writer.type(token);
      await Promise.all(seen);
    }
    samples.sort((a, b) => a - b);
    const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
    const line = `co-editing: ${EDITORS} editors on 2 processes, ${samples.length} deliveries: p50 ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms (target p95 < 150 ms)`;
    console.log(line);
    if (q(0.95) >= 150) process.exitCode = 1;
  } finally {
    clients.forEach((c) => c.destroy());
    await Promise.allSettled(procs.map((p) => p.stop('SIGKILL')));
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
