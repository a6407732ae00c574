import { afterAll, afterEach, beforeAll } from 'vitest';
import { FakeDevto } from '../fakes/publishers/fake-devto';
import { HttpAgent, type EventStream, type HttpResponse } from '../helpers/http-agent';
import { ensureNginx, type Nginx } from '../helpers/nginx';
import { testDatabaseUrl } from '../helpers/test-db-env';
import { startCluster, type Cluster, type ServerProcess } from './cluster';

/**
 * The set-up of the nginx multi-process test (nginx.int.test.ts): what it needs (PostgreSQL and
 * Debian's nginx; without them it says so loudly, and fails under CI, rather than passing), and the
 * cluster it runs against — three Inkgram processes on one PostgreSQL behind nginx, a fake DEV to
 * publish to, and browsers talking to nginx or to one process directly.
 */
const pgUrl = testDatabaseUrl();
const nginxBin = pgUrl ? ensureNginx() : ({ ok: false, reason: 'no PostgreSQL' } as const);

/** What is missing to run the test here, or undefined. */
export const nginxClusterMissing = !pgUrl
  ? 'PostgreSQL (TEST_DB=postgres TEST_DATABASE_URL=postgres://…)'
  : nginxBin.ok
    ? undefined
    : nginxBin.reason;
if (nginxClusterMissing) {
  const banner = `MULTI-PROCESS NGINX TEST NOT RUN: needs ${nginxClusterMissing}`;
  if (process.env.CI) throw new Error(`${banner} — CI must run it`);
  console.warn(`\n${'!'.repeat(banner.length)}\n${banner}\n${'!'.repeat(banner.length)}\n`);
}

/** Starts the cluster before the tests of the calling `describe` and stops it after them. */
export function useNginxCluster() {
  const devto = new FakeDevto();
  const agents: HttpAgent[] = [];
  let cluster: Cluster | undefined;

  /** A user's browser talking to nginx from its own loopback address. */
  const browser = (address: string, base = cluster!.nginx.url) => {
    const agent = new HttpAgent(base, address);
    agents.push(agent);
    return agent;
  };

  beforeAll(async () => {
    if (!pgUrl || !nginxBin.ok) return;
    await devto.start();
    cluster = await startCluster({
      adminUrl: pgUrl,
      nginxBin: nginxBin.bin,
      size: 3,
      env: { REGISTER_LIMIT_PER_HOUR: '3', DEVTO_API_URL: devto.apiUrl, OUTBOUND_ALLOWLIST: devto.hostPort },
    });
  }, 120_000);

  afterEach((ctx) => {
    if (ctx.task.result?.state === 'fail' && cluster) console.warn(cluster.diagnostics());
  });

  afterAll(async () => {
    for (const a of agents) a.close();
    await Promise.allSettled([cluster?.stop(), devto.close()]);
  }, 30_000);

  return {
    devto,
    browser,
    get cluster(): Cluster {
      return cluster!;
    },
    get processes(): ServerProcess[] {
      return cluster!.processes;
    },
    get nginx(): Nginx {
      return cluster!.nginx;
    },
    /** The same signed-in browser, but talking to one process directly (bypassing nginx). */
    directTo(proc: ServerProcess, from: HttpAgent) {
      const agent = browser('127.0.0.1', proc.url);
      for (const [k, v] of from.cookies) agent.cookies.set(k, v);
      return agent;
    },
    /** The process (host:port) that answered a request, from nginx's access log. */
    async servedBy(res: HttpResponse | EventStream) {
      return (await cluster!.nginx.entryFor(String(res.headers['x-request-id']))).upstream;
    },
  };
}
