import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md, Metrics). One registry per process: counters
 * are incremented where the work happens (HTTP hook, job handler, AI writer and publisher wrappers);
 * gauges whose value lives elsewhere (pool, queue, open sockets) read it at scrape time from probes
 * that an app registers while it runs and removes when it closes.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'inkgram_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'inkgram_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const publications = new Counter({
  name: 'inkgram_publications_total',
  help: 'Calls that write to a publishing platform, by platform, operation and outcome (ok or the failure kind).',
  labelNames: ['platform', 'operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const publicationDuration = new Histogram({
  name: 'inkgram_publication_duration_seconds',
  help: 'Duration of a call that writes to a publishing platform.',
  labelNames: ['platform', 'operation'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [metricsRegistry],
});

export const publicationAttempts = new Counter({
  name: 'inkgram_publication_attempts_total',
  help: 'Publishing jobs run, by what the attempt ended in (published, draft, scheduled, failed, retry, skipped).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const aiCalls = new Counter({
  name: 'inkgram_ai_calls_total',
  help: 'AI writer calls, by operation, provider (builtin for the built-in writer) and outcome.',
  labelNames: ['operation', 'provider', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const aiDuration = new Histogram({
  name: 'inkgram_ai_call_duration_seconds',
  help: 'Duration of an AI writer call, by operation and provider.',
  labelNames: ['operation', 'provider'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [metricsRegistry],
});

export const passwordChecks = new Counter({
  name: 'inkgram_password_checks_total',
  help: 'Argon2 password verifications, for an account (account) or for an unknown username (unknown); a throttled attempt makes none.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const eventStreams = new Gauge({
  name: 'inkgram_event_streams_open',
  help: 'Server-sent event streams open in this process.',
  registers: [metricsRegistry],
});

/** A probe reads a value at scrape time; label values by key. */
type Probe = () => Promise<Record<string, number>> | Record<string, number>;
const probes = new Map<string, Set<Probe>>();

/** Registers a probe for a probed gauge (see below); the returned function removes it. */
export function addMetricProbe(gauge: ProbedGauge, probe: Probe): () => void {
  const set = probes.get(gauge) ?? new Set<Probe>();
  probes.set(gauge, set);
  set.add(probe);
  return () => void set.delete(probe);
}

type ProbedGauge =
  'coedit_sockets' | 'db_pool' | 'jobs_waiting' | 'jobs_active' | 'jobs_failed' | 'jobs_oldest_waiting_seconds';

/** Sums what every registered probe reports, per label value, into the gauge. */
function probedGauge(name: ProbedGauge, help: string, label: string | null) {
  return new Gauge({
    name: `inkgram_${name}`,
    help,
    labelNames: label ? [label] : [],
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      const totals = new Map<string, number>();
      for (const probe of probes.get(name) ?? []) {
        const values = await Promise.resolve(probe()).catch(() => ({}) as Record<string, number>);
        for (const [key, value] of Object.entries(values)) totals.set(key, (totals.get(key) ?? 0) + value);
      }
      for (const [key, value] of totals) {
        if (label) this.set({ [label]: key }, value);
        else this.set(value);
      }
    },
  });
}

probedGauge('coedit_sockets', 'Co-editing WebSockets open in this process.', null);
probedGauge('db_pool', 'Database connections of this process by state (total, idle, waiting clients).', 'state');
probedGauge('jobs_waiting', 'Jobs waiting to run (created or waiting for a retry), by queue.', 'queue');
probedGauge('jobs_active', 'Jobs running now, by queue.', 'queue');
probedGauge('jobs_failed', 'Jobs that failed for good and are still retained, by queue.', 'queue');
probedGauge(
  'jobs_oldest_waiting_seconds',
  'Age of the oldest job whose start time has come and that has not started, by queue.',
  'queue',
);

/** Times `work` into the histogram and counts its outcome (`ok`, or what `classify` makes of the error). */
export async function measured<T>(
  work: () => Promise<T>,
  record: (outcome: string, seconds: number) => void,
  classify: (err: unknown) => string = () => 'error',
): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    record('ok', (performance.now() - started) / 1000);
    return result;
  } catch (err) {
    record(classify(err), (performance.now() - started) / 1000);
    throw err;
  }
}
