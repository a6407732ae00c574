// The test guards of test/helpers/setup-network.ts and setup-console.ts, run on a fixture file
// in a child vitest: which scenarios fail, and with which message.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Assertion {
  title: string;
  status: string;
  failureMessages: string[];
}

const dir = mkdtempSync(path.join(tmpdir(), 'inkgram-guards-'));
let results: Map<string, Assertion>;

beforeAll(() => {
  const report = path.join(dir, 'report.json');
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  spawnSync(
    path.resolve('node_modules/.bin/vitest'),
    ['run', '--config', 'test/helpers/guard-fixtures/vitest.config.ts', '--reporter=json', `--outputFile=${report}`],
    { env, encoding: 'utf8', timeout: 60_000 },
  );
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { assertionResults: Assertion[] }[] };
  results = new Map(parsed.testResults.flatMap((f) => f.assertionResults).map((a) => [a.title, a]));
}, 90_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const outcome = (title: string) => {
  const a = results.get(title);
  if (!a) throw new Error(`scenario not run: ${title}`);
  return { status: a.status, message: a.failureMessages.join('\n') };
};

describe('network guard', () => {
  it('lets a test reach loopback fakes (by IP, localhost, or a fake DNS answer of 127.0.0.1)', () => {
    expect(outcome('passes: reaches a loopback fake by IP and as localhost')).toEqual({
      status: 'passed',
      message: '',
    });
  });

  it('fails a test that connects to a public IP, even when the error is swallowed', () => {
    const { status, message } = outcome('fails: connects to a public IP and swallows the error');
    expect(status).toBe('failed');
    expect(message).toContain('In this test:\nUnexpected outbound connection');
    expect(message).toContain('192.0.2.1:80');
  });

  it('fails a test that fetches a public host name, without asking DNS', () => {
    const { status, message } = outcome('fails: fetches a public host name');
    expect(status).toBe('failed');
    expect(message).toContain('example.com (DNS lookup)');
  });

  it('checks the addresses a caller-supplied lookup returns', () => {
    const { status, message } = outcome('fails: resolves a name to a public address through its own lookup');
    expect(status).toBe('failed');
    expect(message).toContain('cdn.example.net (203.0.113.7):80');
  });

  it('lets a test opt in to one host with allowOutbound', () => {
    expect(outcome('passes: opts in with allowOutbound').status).toBe('passed');
  });
});

describe('console.error guard', () => {
  it('fails a test that writes an unexpected console.error, naming it', () => {
    const { status, message } = outcome('fails: writes an unexpected console.error');
    expect(status).toBe('failed');
    expect(message).toContain('Unexpected console.error (call expectConsoleError');
    expect(message).toContain('something went wrong');
  });

  it('lets a test declare the console.error it writes', () => {
    expect(outcome('passes: declares the console.error it writes').status).toBe('passed');
  });

  it('fails a test whose declared console.error never comes', () => {
    const { status, message } = outcome('fails: declares a console.error that never comes');
    expect(status).toBe('failed');
    expect(message).toContain('Expected console.error never written: /never written/');
  });
});
