/**
 * Console guard, installed by setup-guards.ts in every test file: a `console.error` nobody expected
 * fails the test it happened in (React warnings, errors logged and swallowed, a stray debug line). The call
 * still prints. A test that means to produce one says so, and then must produce it:
 *
 *   import { expectConsoleError } from '../../test/helpers/setup-console';
 *   expectConsoleError(/could not reach/);   // this test logs such an error (at least once)
 */
import { formatWithOptions } from 'node:util';

interface ConsoleGuardState {
  calls: string[];
  expected: { pattern: RegExp; seen: boolean }[];
}

const STATE = Symbol.for('inkgram.test.console-guard');
const store = globalThis as { [STATE]?: ConsoleGuardState };
const state: ConsoleGuardState = (store[STATE] ??= { calls: [], expected: [] });
state.calls.length = 0;
state.expected.length = 0;

/**
 * Declares that the current test writes a `console.error` matching `pattern` (a RegExp, or a
 * substring). Matching calls no longer fail the test; a declared error that never comes does.
 */
export function expectConsoleError(pattern: RegExp | string) {
  const regex = typeof pattern === 'string' ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : pattern;
  state.expected.push({ pattern: regex, seen: false });
}

function install() {
  // Vitest may hand each test file a fresh console: wrap the one in use, once.
  const current = console.error as typeof console.error & { [STATE]?: true };
  if (current[STATE]) return;
  const guarded = Object.assign(
    (...args: unknown[]) => {
      state.calls.push(formatWithOptions({ colors: false }, ...args));
      current.apply(console, args);
    },
    { [STATE]: true as const },
  );
  console.error = guarded;
}

/** What went wrong with console.error since the last call: unexpected calls, declared ones missing. */
export function takeConsoleProblems(): string[] {
  const calls = state.calls.splice(0);
  const expected = state.expected.splice(0);
  const unexpected = calls.filter((text) => {
    const match = expected.find((e) => e.pattern.test(text));
    if (match) match.seen = true;
    return !match;
  });
  const problems: string[] = [];
  if (unexpected.length > 0) {
    problems.push(
      'Unexpected console.error (call expectConsoleError(pattern) in a test that means it):\n' +
        unexpected.map((text) => `  ${text.split('\n').slice(0, 6).join('\n    ')}`).join('\n'),
    );
  }
  const missing = expected.filter((e) => !e.seen);
  if (missing.length > 0) {
    problems.push(`Expected console.error never written: ${missing.map((e) => String(e.pattern)).join(', ')}`);
  }
  return problems;
}

export { install as installConsoleGuard };
