import { defineConfig, devices } from '@playwright/test';
import { e2eFakePorts } from './test/e2e/fake-ports';
import { ONE_SIZE_SPECS } from './test/e2e/one-size';

/** E2E_PORT lets several checkouts run their suites side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${PORT}`;
const FAKES = e2eFakePorts(PORT);

/** E2E against the production build, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'test/e2e',
  // Local fakes of the publishing platforms (DEV, a self-hosted WordPress, Ghost) for the publishing specs.
  globalSetup: './test/e2e/fakes-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      // A spec's view that exists only on one screen size is tagged: the grid is desktop, the agenda phone.
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      // What does not depend on the screen's width runs once, at desktop width (test/e2e/one-size.ts).
      testIgnore: ONE_SIZE_SPECS,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: `rm -rf .data-test/e2e-${PORT} && node --liftoff-only dist/server/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: `.data-test/e2e-${PORT}`,
      LOG_LEVEL: 'warn',
      REGISTER_LIMIT_PER_HOUR: '1000',
      // The built-in writer's answer on a selection comes in paced pieces (docs/decisions/035).
      AI_BUILTIN_STREAM_PACE_MS: '150',
      // Cheap password hashes (server/config.ts); passwords.test.ts tests the production cost.
      PASSWORD_HASH_COST: 'test',
      DEVTO_API_URL: `http://127.0.0.1:${FAKES.devto}/api`,
      // The AT Protocol network atproto-sign-in.spec.ts starts (test/helpers/atproto-network.ts).
      ATPROTO_PLC_URL: `http://localhost:${FAKES.plc}`,
      ATPROTO_HANDLE_RESOLVER_URL: `http://localhost:${FAKES.pds}`,
      // WordPress and Ghost are reached at the site URL a creator enters, so their fakes are allowed by address.
      OUTBOUND_ALLOWLIST: `127.0.0.1:${FAKES.wordpress},127.0.0.1:${FAKES.ghost},localhost:${FAKES.pds},localhost:${FAKES.plc}`,
    },
  },
});
