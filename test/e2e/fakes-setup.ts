import { FakeDevto } from '../fakes/publishers/fake-devto';
import { FakeWordPress } from '../fakes/publishers/fake-wordpress';
import { e2eFakePorts } from './fake-ports';

/**
 * Playwright global setup: the fake DEV API and a fake self-hosted WordPress on ports derived from
 * E2E_PORT (the server under test is configured for them in playwright.config.ts). Returns the
 * teardown.
 */
export default async function globalSetup() {
  const ports = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));
  const devto = await new FakeDevto().start(ports.devto);
  const wordpress = await new FakeWordPress().start(ports.wordpress);
  return async () => {
    await devto.close();
    await wordpress.close();
  };
}
