import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notFound, unauthenticated } from '../lib/errors';
import { addMetricProbe, httpDuration, httpRequests, metricsRegistry } from '../lib/metrics';
import type { App } from '../types';

const METRICS_PATH = '/metrics';

/** Requests are labelled by route pattern, never by raw URL (bounded label values). */
const routeLabel = (pattern: string | undefined) => pattern ?? 'unmatched';

/**
 * Metrics (docs/operations.md, Metrics): every answer counted and timed by route; the database pool
 * and the job queues probed at scrape time. `/metrics` on the app's port answers only to
 * `Authorization: Bearer METRICS_TOKEN` and is a 404 without a token set; METRICS_PORT serves it on
 * its own listener instead (serveMetrics), for a scraper on a private network.
 */
export function registerMetrics(app: App) {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request.routeOptions.url),
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  const removers = [addMetricProbe('db_pool', () => poolState(app.deps.database)), ...jobProbes(app.deps.database)];
  app.addHook('onClose', async () => removers.forEach((remove) => remove()));

  const token = app.deps.config.METRICS_TOKEN;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw notFound('Page');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthenticated('A valid metrics token is required.');
    }
    return reply
      .header('content-type', metricsRegistry.contentType)
      .header('cache-control', 'no-store')
      .send(await metricsRegistry.metrics());
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function poolState(database: Database): Record<string, number> {
  if (database.kind === 'pglite') return { total: 1, idle: 0, waiting: 0 };
  const { pool } = database;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

interface QueueRow {
  name: string;
  waiting: number | string;
  active: number | string;
  failed: number | string;
  oldest: number | string | null;
}

/** One query per scrape over pg-boss's job table; no rows (or no pg-boss yet) reports nothing. */
function jobProbes(database: Database) {
  let pending: Promise<QueueRow[]> | null = null;
  const rows = () =>
    (pending ??= database.db
      .execute(
        sql`select name,
              count(*) filter (where state in ('created', 'retry')) as waiting,
              count(*) filter (where state = 'active') as active,
              count(*) filter (where state = 'failed') as failed,
              extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now())) as oldest
            from pgboss.job group by name`,
      )
      .then((r) => (r as unknown as { rows: QueueRow[] }).rows)
      .catch(() => [])
      .finally(() => setImmediate(() => (pending = null))));
  const column = (key: 'waiting' | 'active' | 'failed' | 'oldest') => async () =>
    Object.fromEntries((await rows()).map((r) => [r.name, Number(r[key] ?? 0)]));
  return [
    addMetricProbe('jobs_waiting', column('waiting')),
    addMetricProbe('jobs_active', column('active')),
    addMetricProbe('jobs_failed', column('failed')),
    addMetricProbe('jobs_oldest_waiting_seconds', column('oldest')),
  ];
}

/** METRICS_PORT: the metrics alone on their own listener (bound to HOST like the app). */
export async function serveMetrics(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://x').pathname !== METRICS_PATH) {
      res.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (body) =>
        res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
