/**
 * docs/decisions/041: failures come back to the creator. The local fakes (fakes-setup.ts) fail the
 * way the real services do, for this test's own post only (`/__fake/fault` with `bodyIncludes`):
 * - a WordPress site answering 503: the Publish dialog's row says why the job is retrying, with the
 *   attempt, and My Blogs' 'Needs attention' lists it as waiting;
 * - a WordPress site rejecting the application password while DEV succeeds: both toasts stack, the
 *   failure is not hidden by the success and stays; its Reconnect is reached from the keyboard; after
 *   reconnecting, the publication goes through by itself and 'Needs attention' goes away; read back
 *   from the fakes, WordPress and DEV each hold exactly one live copy (no duplicate from the retries),
 *   the one our publications link to.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';
import { FAKE_WP } from './fake-ports';
import { connectFake, devArticles, FAKE_URLS, wordpressPosts } from './fake-readback';

const SHOTS = process.env.E2E_SCREENSHOTS;

async function api(page: Page, method: 'post' | 'delete', url: string, data?: object) {
  const origin = new URL(page.url()).origin;
  const res = await page.request[method](url, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.status() === 204 ? undefined : ((await res.json()) as { id: number });
}

/** The next WordPress create call for a post titled so answers with this fault. */
async function wordpressFails(page: Page, title: string, fault: object) {
  const res = await page.request.post(`${FAKE_URLS.wordpress}/__fake/fault`, {
    data: { op: 'create', fault: { ...fault, bodyIncludes: title } },
  });
  expect(res.status()).toBe(204);
}

async function setUp(page: Page, withDev = false) {
  await signUp(page, uniqueUser());
  const wordpress = await connectFake(page, 'wordpress');
  const devto = withDev ? await connectFake(page, 'devto') : undefined;
  const blog = async (title: string) =>
    api(page, 'post', '/api/blogs', {
      title,
      content: `<p>${title}: body for the e2e suite.</p>`,
      tags: 'one, two',
      category: 'Technology',
      isDraft: false,
    });
  return { wordpress: wordpress.id, devto: devto?.id, blog };
}

/** A post of its own whose next WordPress create answers 503 (the site under maintenance). */
async function postWordPressRefuses(page: Page, name: string) {
  const { wordpress, blog } = await setUp(page);
  const title = `${name} ${Date.now()}`;
  const created = await blog(title);
  await wordpressFails(page, title, { status: 503, body: { code: 'unavailable', message: 'Maintenance' } });
  return { wordpress, title, id: created!.id };
}

test('a retrying destination says why in the Publish dialog and under Needs attention', async ({ page }) => {
  test.setTimeout(120_000);
  const { wordpress, title, id } = await postWordPressRefuses(page, 'Retry reason');
  await api(page, 'post', `/api/blogs/${id}/publish`, { platformConnectionId: wordpress });

  await page.goto('/my-blogs');
  const attention = page.getByRole('region', { name: 'Needs attention' });
  const item = attention.getByTestId('attention-item').filter({ hasText: title });
  await expect(item).toContainText('Retrying: the site did not answer (attempt 2 of 5)', { timeout: 60_000 });
  await expect(item).toContainText('WordPress · 127.0.0.1');

  const card = page.getByTestId('blog-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${title}"` });
  const row = dialog.getByRole('listitem').filter({ hasText: '127.0.0.1' });
  await expect(row.getByTestId('publication-reason')).toHaveText('Retrying: the site did not answer (attempt 2 of 5)');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/publish-dialog-retrying.png` });
});

test('a failure stacks above a success, stays, and its Reconnect is reached from the keyboard; the reconnect resumes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { wordpress, devto, blog } = await setUp(page, true);
  const title = `Stacked toasts ${Date.now()}`;
  const created = await blog(title);
  await wordpressFails(page, title, {
    status: 401,
    body: { code: 'incorrect_password', message: 'The provided password is an invalid application password.' },
  });
  // The outcome stream is open before the jobs run (an outcome is pushed once, to the pages open then).
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/publications/events'));
  await page.goto('/my-blogs');
  await streamOpen;
  await api(page, 'post', `/api/blogs/${created!.id}/publish`, { platformConnectionId: wordpress });
  await api(page, 'post', `/api/blogs/${created!.id}/publish`, { platformConnectionId: devto! });

  const region = page.getByRole('region', { name: /notifications/i });
  const failed = region.locator('li').filter({ hasText: 'Could not publish to WordPress' });
  const published = region.locator('li').filter({ hasText: 'Published to DEV' });
  await expect(failed).toBeVisible({ timeout: 60_000 });
  await expect(published).toBeVisible({ timeout: 60_000 });
  await expect(failed).toContainText('WordPress rejected the application password: reconnect');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/toasts-stacked.png` });

  // 'Needs attention' offers Reconnect too.
  const item = page.getByRole('region', { name: 'Needs attention' }).getByTestId('attention-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: /^Reconnect WordPress/ })).toBeVisible();

  // Past its display time (12 s for a toast with an action) the success goes; the failure stays until dismissed.
  await expect(published).toBeHidden({ timeout: 20_000 });
  await expect(failed).toBeVisible();

  // F8 moves focus into the toasts; the failure's Reconnect is reached with Tab and pressed with Enter.
  await page.keyboard.press('F8');
  const reconnect = failed.getByRole('button', { name: 'Reconnect' });
  for (let i = 0; i < 6 && !(await reconnect.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(reconnect).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/platform-connections\?reconnect=\d+/);

  const dialog = page.getByRole('dialog', { name: 'Reconnect WordPress' });
  await dialog.getByLabel('Application password').fill(FAKE_WP.appPassword);
  await dialog.getByRole('button', { name: /^(Reconnect|Connect)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`connection-${wordpress}`)).toContainText('Connected');

  // Nobody pressed Retry: the publication went through by itself.
  await expect(region.locator('li').filter({ hasText: 'Published to WordPress' })).toBeVisible({ timeout: 60_000 });
  const rows = (await (await page.request.get(`/api/publications?blogIds=${created!.id}`)).json()) as {
    platformName: string;
    status: string;
    platformBlogUrl: string | null;
  }[];
  expect(rows.map((r) => `${r.platformName}:${r.status}`).sort()).toEqual(['devto:published', 'wordpress:published']);
  // What the platforms stored: one live post each, the one our publication links to.
  const urlOf = (name: string) => rows.find((r) => r.platformName === name)?.platformBlogUrl;
  const onWordPress = await wordpressPosts(page, title);
  expect(onWordPress.map((p) => ({ status: p.status, url: p.link }))).toEqual([
    { status: 'publish', url: urlOf('wordpress') },
  ]);
  const onDev = await devArticles(page, title);
  expect(onDev.map((a) => ({ published: a.published, url: a.url }))).toEqual([
    { published: true, url: urlOf('devto') },
  ]);
  await page.goto('/my-blogs');
  await expect(page.getByTestId('blog-card').filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Needs attention' })).toHaveCount(0);
});

test('a failure while the page was not yet listening still shows once it listens', async ({ page }) => {
  test.setTimeout(90_000);
  const { wordpress, title, id } = await postWordPressRefuses(page, 'Missed outcome');
  // The outcome stream's code held back: the page has read its lists, but hears nothing yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/PublicationOutcomes-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/my-blogs');
  await expect(page.getByTestId('blog-card').filter({ hasText: title })).toBeVisible();
  await api(page, 'post', `/api/blogs/${id}/publish`, { platformConnectionId: wordpress });
  // The first attempt has failed and the next one waits (30 s): nobody was told.
  await expect
    .poll(
      async () => {
        const rows = (await (await page.request.get('/api/publications?needsAttention=true')).json()) as {
          blogId: number;
        }[];
        return rows.some((r) => r.blogId === id);
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  release();
  const item = page.getByRole('region', { name: 'Needs attention' }).getByTestId('attention-item');
  await expect(item.filter({ hasText: title })).toContainText('Retrying: the site did not answer (attempt 2 of 5)', {
    timeout: 15_000,
  });
});
