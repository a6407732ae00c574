import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect as pwExpect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../helpers/test-db-env';
import { outboxInvitationToken } from '../helpers/invitations';
import { freePort, until, waitFor } from '../helpers/wait';
import { scratchDatabase, startServerProcess, type ScratchDatabase, type ServerProcess } from './cluster';

/**
 * docs/decisions/020-coediting-on-postgresql.md, what it must show: two server processes on one PostgreSQL, two browsers (Chromium
 * contexts) each on its own process, typing into one blog at once; both see the merged text. Then
 * each process is killed (SIGKILL) and restarted on its port while its editor keeps typing: no
 * keystroke is lost. Serves the built client (dist/client): run after `npm run build`.
 */
const pgUrl = testDatabaseUrl();
if (!pgUrl) {
  const banner = 'MULTI-PROCESS CO-EDITING TEST NOT RUN: needs PostgreSQL (TEST_DB=postgres TEST_DATABASE_URL=…)';
  if (process.env.CI) throw new Error(`${banner} — CI must run it`);
  console.warn(`\n${banner}\n`);
}

describe.skipIf(!pgUrl)('co-editing in two browsers on two server processes', () => {
  let db: ScratchDatabase;
  let dir: string;
  const ports: number[] = [];
  const procs: ServerProcess[] = [];
  let env: Record<string, string>;
  let browser: Browser;
  const errors: string[] = [];

  const start = (i: number) =>
    startServerProcess(`server-${i + 1}`, {
      ...env,
      PORT: String(ports[i]),
      DATA_DIR: path.join(dir, `data-${i + 1}`),
    });

  beforeAll(async () => {
    db = await scratchDatabase(pgUrl!);
    dir = mkdtempSync(path.join(tmpdir(), 'inkgram-coedit-'));
    ports.push(await freePort(), await freePort());
    env = {
      DATABASE_URL: db.url,
      ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
      LOG_LEVEL: 'warn',
    };
    procs.push(...(await Promise.all([start(0), start(1)])));
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.allSettled(procs.map((p) => p.stop('SIGKILL')));
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const api = async (base: string, method: string, url: string, body?: unknown, cookie?: string) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown>, cookies };
  };

  async function user(base: string, name: string) {
    const username = `${name.toLowerCase()}${randomBytes(3).toString('hex')}`;
    const res = await api(base, 'POST', '/api/register', {
      name,
      username,
      email: `${username}@example.com`,
      password: 'correct horse battery',
    });
    expect(res.status).toBe(201);
    return { username, email: `${username}@example.com`, cookie: res.cookies };
  }

  async function editorPage(base: string, who: { username: string }, blogId: number): Promise<[BrowserContext, Page]> {
    const ctx = await browser.newContext({ baseURL: base });
    const login = await ctx.request.post('/api/login', {
      data: { username: who.username, password: 'correct horse battery' },
      headers: { origin: base },
    });
    expect(login.status()).toBe(200);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      // While a process is down the browser logs refused connections and streams cut short: expected
      // here (a crash); uncaught page errors still fail the test.
      const expected = /ERR_CONNECTION_REFUSED|ERR_INCOMPLETE_CHUNKED_ENCODING|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET/;
      if (m.type() === 'error' && !expected.test(m.text())) errors.push(m.text());
    });
    await page.goto(`/edit-blog/${blogId}`);
    await pwExpect(page.getByTestId('coedit-status'))
      .toContainText('Live', { timeout: 15_000 })
      .catch((e: Error) => {
        throw new Error(`${e.message}\nbrowser: ${errors.join('\n')}\n${procs.map((p) => p.output()).join('\n')}`);
      });
    return [ctx, page];
  }

  /** Types at the end of the text, or (`firstLine`) at the end of its first paragraph. */
  const typeAtEnd = async (page: Page, text: string, firstLine = false) => {
    const box = page.getByRole('textbox', { name: 'Content' });
    await box.click();
    if (firstLine) {
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('End');
    } else {
      await page.keyboard.press('Control+End');
    }
    await page.keyboard.type(text, { delay: 15 });
  };
  const contentOf = async (id: number) =>
    (await db.query<{ content: string }>(`select content from blogs where id = ${id}`))[0]?.content ?? '';

  it('both type at once and see the merged text; a killed process restarts and nothing typed is lost', async () => {
    const [one, two] = procs.map((p) => p.url) as [string, string];
    const owner = await user(one, 'Olivia');
    const friend = await user(two, 'Felix');
    const blog = await api(
      one,
      'POST',
      '/api/blogs',
      { title: 'Two of us', content: '<p>Start.</p><p>Finish.</p>' },
      owner.cookie,
    );
    const id = blog.json.id as number;
    // Shared by email: the invitation lands in the outbox of whichever process ran the mail job.
    expect(
      (await api(one, 'POST', `/api/blogs/${id}/members`, { email: friend.email, role: 'editor' }, owner.cookie))
        .status,
    ).toBe(201);
    const outboxes = [1, 2].map((i) => path.join(dir, `data-${i}`, 'outbox'));
    let token: string | undefined;
    await waitFor(async () => (token = outboxInvitationToken(outboxes, friend.email)) !== undefined, 'the invitation');
    expect((await api(two, 'POST', `/api/email-invitations/${token}/accept`, {}, friend.cookie)).status).toBe(200);

    const [, a] = await editorPage(one, owner, id);
    const [, b] = await editorPage(two, friend, id);
    await pwExpect(a.getByTestId('coedit-peers')).toContainText('Felix');
    await pwExpect(b.getByTestId('coedit-peers')).toContainText('Olivia');

    // At once, each on its own process and in their own paragraph: two carets at one spot would
    // interleave their words (correctly for a CRDT, but then no sentence reads whole).
    await Promise.all([typeAtEnd(a, ' Alpha from Olivia.', true), typeAtEnd(b, ' Bravo from Felix.')]);
    for (const page of [a, b]) {
      const box = page.getByRole('textbox', { name: 'Content' });
      await pwExpect(box).toContainText('Alpha from Olivia.');
      await pwExpect(box).toContainText('Bravo from Felix.');
    }
    // The same document on both sides, the original text once (no second seed, no stale overwrite).
    const textOf = (page: Page) =>
      page.getByRole('textbox', { name: 'Content' }).evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.coedit-caret').forEach((n) => n.remove());
        return copy.textContent ?? '';
      });
    expect(await textOf(a)).toBe(await textOf(b));
    expect((await textOf(a)).split('Start.').length).toBe(2);
    await pwExpect(a.locator('[data-testid="coedit-caret-label"]', { hasText: 'Felix' })).toBeVisible();
    await a.screenshot({ path: 'test-results/coedit-two-browsers.png', fullPage: false });

    // Felix's process dies; he keeps typing offline; it comes back on its port and his words merge.
    await procs[1]!.stop('SIGKILL');
    await pwExpect(b.getByTestId('coedit-status')).toContainText('Offline', { timeout: 15_000 });
    await typeAtEnd(b, ' Charlie typed offline.');
    procs[1] = await start(1);
    await pwExpect(a.getByRole('textbox', { name: 'Content' })).toContainText('Charlie typed offline.', {
      timeout: 20_000,
    });

    // Olivia types and her process is killed at once: what reached it was stored, the rest she resends.
    await typeAtEnd(a, ' Delta just before the crash.');
    await procs[0]!.stop('SIGKILL');
    procs[0] = await start(0);
    await pwExpect(b.getByRole('textbox', { name: 'Content' })).toContainText('Delta just before the crash.', {
      timeout: 20_000,
    });

    // Stored for the rest of the app, and a fresh browser on either process sees every word.
    const words = [
      'Start.',
      'Finish.',
      'Alpha from Olivia.',
      'Bravo from Felix.',
      'Charlie typed offline.',
      'Delta just before the crash.',
    ];
    const stored = await until(
      () => contentOf(id),
      (c) => words.every((w) => c.includes(w)),
      30_000,
    );
    for (const w of words) expect(stored).toContain(w);
    const [, fresh] = await editorPage(two, owner, id);
    for (const w of words) await pwExpect(fresh.getByRole('textbox', { name: 'Content' })).toContainText(w);
    expect(errors).toEqual([]);
  }, 180_000);
});
