/**
 * One Inkgram instance for fediverse-follow.spec.ts, run with tsx: the production app (the built
 * client, PGlite, the job queue) as server/main.ts starts it, with one test-only build option —
 * Fedify may reach 127.0.0.1 over http, which production never allows (docs/decisions/044-fediverse-with-fedify.md).
 * Configured by the environment like main.ts; prints `ready` when it listens.
 */
import { createExponentialBackoffPolicy } from '@fedify/fedify';
import { buildApp } from '../../server/app';
import { createDeps } from '../../server/boot';
import { loadConfig } from '../../server/config';
import { startJobs } from '../../server/jobs/boss';
import { registerFediverseJobs } from '../../server/jobs/fediverse';

const config = loadConfig();
const deps = await createDeps(config);
const app = await buildApp(deps, {
  fediverse: {
    allowPrivateAddress: true,
    // Quick retries (from 0.3 s, doubling), and enough of them that an inbox busy for a few seconds
    // on a loaded machine still gets its delivery within the spec's wait.
    retryPolicy: createExponentialBackoffPolicy({ initialDelay: { milliseconds: 300 }, maxAttempts: 5, jitter: false }),
  },
});
const boss = await startJobs(deps, app.log);
await registerFediverseJobs(boss, app, { pollingIntervalSeconds: 0.5 });
await app.listen({ port: config.PORT, host: config.HOST });
process.stdout.write('ready\n');

const stop = async () => {
  await app.close();
  await boss.stop({ graceful: false, timeout: 2_000 });
  await deps.database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
