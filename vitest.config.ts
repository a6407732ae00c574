import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@common': r('./common'), '@client': r('./client'), '@server': r('./server') };
// In every project a test fails on an outbound connection to a non-loopback host and on an
// unexpected console.error (setup-guards.ts says how a test opts in).
const setupFiles = ['./test/helpers/setup-guards.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{client,server,common,scripts}/**/*.test.{ts,tsx}', 'test/helpers/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          setupFiles,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['{server,test}/**/*.int.test.ts'],
          exclude: ['node_modules/**', 'test/e2e/**', 'test/multiprocess/**'],
          globalSetup: ['./test/helpers/global-setup.ts'],
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Three files at once: a file mostly waits (jobs, fakes, the database), so one at a time
          // (vitest's default on two cores) left the machine idle (docs/performance.md, test tiers).
          maxWorkers: 3,
          // A worker runs its files one after another in one process, importing the server once
          // instead of once per file: half the CPU time of the tier (docs/performance.md, test tiers).
          // Each file builds its own app on its own database; what is process-wide (the metrics
          // registry) is read as a difference, and no file mocks a module.
          isolate: false,
        },
      },
      {
        // Server processes behind nginx on PostgreSQL only: run beside the PostgreSQL integration tier
        // (scripts/test.mjs), never on PGlite; without PostgreSQL it reports itself as not run.
        resolve: { alias },
        test: {
          name: 'multiprocess',
          environment: 'node',
          include: ['test/multiprocess/**/*.int.test.ts'],
          setupFiles,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
