import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy at ${url}`);
}

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
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 45_000);
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
