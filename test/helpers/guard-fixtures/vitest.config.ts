// Runs guards.fixture.ts under the test guards alone, for test/helpers/setup-guards.test.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['guards.fixture.ts'],
    setupFiles: ['../setup-guards.ts'],
    environment: 'node',
  },
});
