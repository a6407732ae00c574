import { FakeDevto } from '../fakes/publishers/fake-devto';
import { FakeGhost } from '../fakes/publishers/fake-ghost';
import { FakeWordPress } from '../fakes/publishers/fake-wordpress';
import { e2eFakePorts, FAKE_GHOST_KEY } from './fake-ports';

/**
 * Playwright global setup: the fake DEV API, a fake self-hosted WordPress and a fake Ghost Admin API
 * on ports derived from E2E_PORT (the server under test is configured for them in
 * playwright.config.ts; specs reach them through fake-readback.ts). Returns the teardown.
 */
export default async function globalSetup() {
  const ports = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));
  const devto = await new FakeDevto().start(ports.devto);
  const wordpress = await new FakeWordPress().start(ports.wordpress);
  const ghost = await new FakeGhost().start(ports.ghost);
  if (ghost.adminKey !== FAKE_GHOST_KEY) throw new Error('FAKE_GHOST_KEY is not the fake Ghost key');
  return async () => {
    await devto.close();
    await wordpress.close();
    await ghost.close();
  };
}
