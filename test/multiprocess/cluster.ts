import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startNginx, type Nginx } from '../helpers/nginx';
import { freePort } from '../helpers/wait';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ScratchDatabase {
  url: string;
  /** Runs one statement on it (a fresh connection each time). */
  query<T>(sql: string): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the test server, dropped (connections and all) by `drop`. */
export async function scratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `inkgram_mp_${process.pid}_${Date.now().toString(36)}`;
  const run = async <T>(connectionString: string, sql: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  };
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (sql) => run(url.toString(), sql),
    drop: async () => void (await run(adminUrl, `drop database if exists ${name} with (force)`)),
  };
}

export interface ServerProcess {
  name: string;
  /** host:port, as nginx's upstream lists it. */
  address: string;
  url: string;
  pid: number;
  alive(): boolean;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends `signal` and waits for the process to be gone (SIGKILL after 5 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * One Inkgram server as an operator runs it (server/main.ts: migrations, jobs, listen), from the
 * sources through tsx so that it needs no prior build, on 127.0.0.1 only. Resolves once it answers
 * its health check; rejects with its output if it exits first.
 */
export async function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  // env.PORT restarts a process on the port it had (clients reconnect to the same address).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      TMPDIR: process.env.TMPDIR ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 300) lines.splice(0, lines.length - 300);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const output = () => `── ${name} (pid ${child.pid}) ──\n${lines.join('\n')}`;

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive()) throw new Error(`${name} exited during start-up\n${output()}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer /api/health within 60 s\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    name,
    address: `127.0.0.1:${port}`,
    url,
    pid: child.pid ?? 0,
    alive,
    output,
    async stop(signal = 'SIGTERM') {
      process.removeListener('exit', killOnExit);
      if (!alive()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface Cluster {
  database: ScratchDatabase;
  processes: ServerProcess[];
  nginx: Nginx;
  /** What the processes and nginx wrote, for a failure message. */
  diagnostics(): string;
  /** Stops nginx and the processes, drops the database and removes every file. */
  stop(): Promise<void>;
}

/**
 * `size` Inkgram processes on a fresh database behind nginx (docs/nginx/inkgram.conf), configured
 * as an operator would: one ENCRYPTION_KEY, PUBLIC_URL = nginx's address, TRUST_PROXY_HOPS=1, a
 * DATA_DIR each (no shared disk). They start at once on the empty database, so the migrations run
 * under the advisory lock. If anything fails to start, what did start is stopped first.
 */
export async function startCluster(opts: {
  adminUrl: string;
  nginxBin: string;
  size: number;
  env: Record<string, string>;
}): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkgram-mp-'));
  const processes: ServerProcess[] = [];
  let database: ScratchDatabase | undefined;
  let nginx: Nginx | undefined;
  const stop = async () => {
    await Promise.allSettled([nginx?.stop(), ...processes.map((p) => p.stop('SIGKILL'))]);
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    database = await scratchDatabase(opts.adminUrl);
    const nginxPort = await freePort();
    const env = {
      DATABASE_URL: database.url,
      ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      TRUST_PROXY_HOPS: '1',
      ...opts.env,
    };
    const started = await Promise.allSettled(
      Array.from({ length: opts.size }, (_, i) =>
        startServerProcess(`server-${i + 1}`, { ...env, DATA_DIR: path.join(dir, `data-${i + 1}`) }),
      ),
    );
    for (const s of started) if (s.status === 'fulfilled') processes.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    nginx = await startNginx(
      opts.nginxBin,
      dir,
      processes.map((p) => p.address),
      nginxPort,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  const proxy = nginx;
  return {
    database,
    processes,
    nginx: proxy,
    diagnostics: () => [...processes.map((p) => p.output()), `── nginx ──\n${proxy.errorLog()}`].join('\n'),
    stop,
  };
}
