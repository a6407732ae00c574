import { buildApp } from './app';
import { createDeps } from './boot';
import { ConfigError, loadConfig } from './config';
import { startJobs } from './jobs/boss';
import { registerFediverseJobs } from './jobs/fediverse';
import { registerInstagramJobs } from './jobs/instagram';
import { serveMetrics } from './plugins/metrics';

/** Entry: config → db → migrations → jobs → listen; SIGTERM/SIGINT shut down gracefully. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  const boss = await startJobs(deps, app.log);
  await registerInstagramJobs(boss, app);
  await registerFediverseJobs(boss, app);
  await app.listen({ port: config.PORT, host: config.HOST });
  const metricsServer = config.METRICS_PORT ? await serveMetrics(config.METRICS_PORT, config.HOST) : null;

  const readyMs = Math.round(performance.now() - startedAt);
  app.log.info({ event: 'ready', readyMs, database: deps.database.kind }, `Inkgram is ready at ${config.PUBLIC_URL}`);
  process.stdout.write(
    `\n  Inkgram is running at ${config.PUBLIC_URL}  (ready in ${readyMs} ms, ${deps.database.kind})\n\n`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      metricsServer?.close();
      await boss.stop({ graceful: true, timeout: 5_000 });
      await deps.database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Inkgram failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
