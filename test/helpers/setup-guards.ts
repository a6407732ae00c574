/**
 * Vitest setup file of the unit and integration projects (vitest.config.ts). A test fails when it
 *  - opens a connection to a host that is not loopback (setup-network.ts; opt in: allowOutbound), or
 *  - writes a console.error it did not declare (setup-console.ts; opt in: expectConsoleError).
 * Both are checked after each test, and once more after the file for what hooks and late callbacks did.
 */
import { afterAll, afterEach } from 'vitest';
import { installConsoleGuard, takeConsoleProblems } from './setup-console';
import { installNetworkGuard, takeRefused } from './setup-network';

installNetworkGuard();
installConsoleGuard();

function check(when: string) {
  const problems = takeConsoleProblems();
  const refused = takeRefused();
  if (refused.length > 0) {
    problems.unshift(`Unexpected outbound connection (the test network guard refused it):\n  ${refused.join('\n  ')}`);
  }
  if (problems.length > 0) throw new Error(`${when}:\n${problems.join('\n')}`);
}

afterEach(() => check('In this test'));
afterAll(() => check('Outside any test (in a hook or a late callback)'));
