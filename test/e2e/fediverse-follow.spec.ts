/**
 * docs/decisions/044-fediverse-with-fedify.md in Chromium across two Inkgram instances on their own
 * ports and databases (test/e2e/fediverse-instance.ts, started here): a creator on one turns the
 * fediverse on; a creator on the other follows them from Settings; the first makes a blog public, and
 * the follower's Settings lists the article that arrived, linking to its page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eFakePorts } from './fake-ports';
import { signUp, uniqueUser } from './helpers';

const PORTS = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));
const instances: { child: ChildProcess; dir: string }[] = [];

function startInstance(port: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkgram-fedi-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, ...env } = process.env;
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['test/e2e/fediverse-instance.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: 'test',
      REGISTER_LIMIT_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instances.push({ child, dir });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance ${url} did not start: ${errors}`)), 45_000);
    child.stdout?.on('data', (d: Buffer) => {
      if (!d.toString().includes('ready')) return;
      clearTimeout(timer);
      resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`instance ${url} exited (${code}): ${errors}`)));
  });
}

let a = '';
let b = '';
test.beforeAll(async () => {
  test.setTimeout(60_000);
  [a, b] = await Promise.all([startInstance(PORTS.fediverseA), startInstance(PORTS.fediverseB)]);
});
test.afterAll(() => {
  for (const i of instances) {
    i.child.kill('SIGTERM');
    rmSync(i.dir, { recursive: true, force: true });
  }
});

async function signedIn(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signUp(page, uniqueUser());
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Share my articles on the fediverse' }).click();
  await expect(page.getByTestId('fediverse-handle')).toBeVisible();
  return page;
}

test('follow a creator on another Inkgram and receive their article', async ({ browser }) => {
  test.setTimeout(60_000);
  const alice = await signedIn(browser, a);
  const handle = (await alice.getByTestId('fediverse-handle').textContent())!.trim();
  expect(handle).toMatch(new RegExp(`^@\\w+@127\\.0\\.0\\.1:${PORTS.fediverseA}$`));

  // On the second instance: follow her by handle; her instance accepts by itself.
  const bob = await signedIn(browser, b);
  await bob.getByLabel('Follow someone on the fediverse').fill(handle);
  await bob.getByRole('button', { name: 'Follow', exact: true }).click();
  const following = bob.getByRole('list', { name: 'Following' });
  await expect(following.getByRole('listitem')).toHaveText(handle, { timeout: 20_000 });

  // She makes a blog public: the article goes to her followers.
  const title = `Harbour lights ${Date.now()}`;
  const origin = { origin: a };
  const created = await alice.request.post('/api/blogs', {
    headers: origin,
    data: { title, content: `<p>${title}: the ferries come in after dark.</p>`, seoDescription: 'Night on the water.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const made = await alice.request.patch(`/api/blogs/${id}/public-page`, { headers: origin, data: { isPublic: true } });
  expect(made.status()).toBe(200);
  const { url } = (await made.json()) as { url: string };

  // Delivery is a queued job on her instance: wait until his has stored the article. (Reloading the
  // page against a second's deadline instead failed on a loaded machine, where a reload alone can
  // take longer than that.)
  await expect
    .poll(
      async () => {
        const res = await bob.request.get('/api/fediverse/received');
        return res.ok() ? ((await res.json()) as { name: string }[]).map((r) => r.name) : [];
      },
      { timeout: 30_000 },
    )
    .toContain(title);

  // His view on his own instance: the article, linking to her page.
  await bob.reload();
  const received = bob.getByRole('list', { name: 'Articles from people you follow' });
  await expect(received.getByRole('link', { name: title })).toHaveAttribute('href', url, { timeout: 15_000 });
  await expect(received.getByText('Night on the water.')).toBeVisible();
});
