/**
 * Co-editing bench (docs/decisions/020-coediting-on-postgresql.md): 100 simulated editors (Node Y
 * clients over the Hocuspocus provider) on 3 server processes sharing one PostgreSQL, as
 * architecture.md §7 budgets it. Each round one editor types a token; the time until each of the
 * others sees it is one sample. Prints p50/p95/max; exits 1 when p95 reaches 150 ms. Uses
 * TEST_DATABASE_URL (a PostgreSQL admin URL; default the local one).
 *   tsx scripts/bench-co-editing.ts [--editors 100] [--processes 3] [--rounds 60]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { coeditClient, login, type CoeditClient } from '../test/helpers/co-editing-client';
import { scratchDatabase, startServerProcess } from '../test/multiprocess/cluster';

const { values: flags } = parseArgs({
  options: {
    editors: { type: 'string', default: '100' },
    processes: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '60' },
  },
});
const EDITORS = Number(flags.editors);
const PROCESSES = Number(flags.processes);
const ROUNDS = Number(flags.rounds);
if (![EDITORS, PROCESSES, ROUNDS].every((n) => Number.isInteger(n) && n >= 1) || EDITORS < 2) {
  console.error('--editors (≥ 2), --processes and --rounds must be whole numbers');
  process.exit(2);
}
const P95_TARGET_MS = 150;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  const db = await scratchDatabase(adminUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'inkgram-bench-coedit-'));
  const env = {
    DATABASE_URL: db.url,
    ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
    LOG_LEVEL: 'warn',
    REGISTER_LIMIT_PER_HOUR: '100000',
  };
  const procs = await Promise.all(
    Array.from({ length: PROCESSES }, (_, i) =>
      startServerProcess(`server-${i + 1}`, { ...env, DATA_DIR: path.join(dir, `d${i + 1}`) }),
    ),
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
    // The other editors join as members straight in the database: sharing goes through an emailed
    // invitation each must accept (docs/decisions/033-email-invitations.md), at most 30 an hour per
    // owner, and the bench measures editing, not sharing.
    const pgClient = new pg.Client({ connectionString: db.url });
    await pgClient.connect();
    await pgClient.query(
      `insert into blog_members (blog_id, user_id, role) select $1, id, 'editor' from users where id <> (select user_id from blogs where id = $1)`,
      [id],
    );
    await pgClient.end();
    for (let i = 0; i < EDITORS; i++) {
      const proc = procs[i % PROCESSES]!;
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
    const line = `co-editing: ${EDITORS} editors on ${PROCESSES} processes, ${samples.length} deliveries: p50 ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms (target p95 < ${P95_TARGET_MS} ms)`;
    console.log(line);
    if (q(0.95) >= P95_TARGET_MS) process.exitCode = 1;
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
