import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, waitFor } from './helpers/wait';

describe('server process', () => {
  it('boots on embedded PGlite, migrates, serves, and exits cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'inkgram-boot-'));
    const port = await freePort();
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ENCRYPTION_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      await waitFor(
        async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
        'a healthy server',
        45_000,
        100,
      );
      expect(output).toContain(`Inkgram is running at http://localhost:${port}`);
      const me = await fetch(`http://127.0.0.1:${port}/api/user`);
      expect(me.status).toBe(401);

      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses to start with an invalid configuration, listing every problem', async () => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope', ENCRYPTION_KEY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toMatch(/PORT/);
    expect(stderr).toMatch(/DATABASE_URL/);
  }, 30_000);
});
