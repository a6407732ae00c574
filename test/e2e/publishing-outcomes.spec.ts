/**
 * docs/decisions/018-publishing-destinations-and-modes.md: outcomes the creator is told about, wherever they are. Two scheduled publications
 * (DEV and a self-hosted WordPress, the local fakes of fakes-setup.ts) show on their My Blogs cards
 * as 'Scheduled' with the time; the Publish dialog is opened and closed before either job runs; the
 * DEV job then finishes while the creator is on another page and a toast says so with a View link;
 * the WordPress one fails (its connection was removed meanwhile), the toast says why, and the card
 * shows it as failed.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';
import { e2eFakePorts, FAKE_DEVTO_KEY, FAKE_WP } from './fake-ports';

const FAKES = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));
const SHOTS = process.env.E2E_SCREENSHOTS;

async function api(page: Page, method: 'post' | 'delete', url: string, data?: object) {
  const origin = new URL(page.url()).origin;
  const res = await page.request[method](url, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.status() === 204 ? undefined : ((await res.json()) as { id: number });
}

test('a job that finishes after the dialog closed is announced by a toast; cards show scheduled and failed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, uniqueUser());
  const platforms = (await (await page.request.get('/api/publishing-platforms')).json()) as {
    id: number;
    name: string;
  }[];
  const idOf = (name: string) => platforms.find((p) => p.name === name)?.id;
  const devto = await api(page, 'post', '/api/platform-connections', {
    platformId: idOf('devto'),
    apiKey: FAKE_DEVTO_KEY,
  });
  const wordpress = await api(page, 'post', '/api/platform-connections', {
    platformId: idOf('wordpress'),
    username: FAKE_WP.username,
    apiKey: FAKE_WP.appPassword,
    settings: { apiUrl: `http://127.0.0.1:${FAKES.wordpress}` },
  });
  const stamp = Date.now();
  const toDev = `Outcome to DEV ${stamp}`;
  const toWp = `Outcome to WordPress ${stamp}`;
  const blog = (title: string) =>
    api(page, 'post', '/api/blogs', {
      title,
      content: `<p>${title}: body for the e2e suite.</p>`,
      tags: 'one, two, three, four, five',
      category: 'Technology',
      isDraft: false,
    });
  const devBlog = await blog(toDev);
  const wpBlog = await blog(toWp);
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  await api(page, 'post', `/api/blogs/${devBlog!.id}/publish`, {
    platformConnectionId: devto!.id,
    publishAt: at(40_000),
  });
  await api(page, 'post', `/api/blogs/${wpBlog!.id}/publish`, {
    platformConnectionId: wordpress!.id,
    publishAt: at(55_000),
  });

  await page.goto('/my-blogs');
  const devCard = page.getByTestId('blog-card').filter({ hasText: toDev });
  const wpCard = page.getByTestId('blog-card').filter({ hasText: toWp });
  await expect(devCard.getByText(/^DEV: Scheduled \w{3} \d+, \d+:\d\d [AP]M$/)).toBeVisible();
  await expect(wpCard.getByText(/^WordPress: Scheduled /)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cards-scheduled.png`, fullPage: true });

  // The dialog shows the scheduled publication with its Cancel action and the other options, then closes.
  await devCard.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${toDev}"` });
  await expect(dialog.getByRole('button', { name: /Cancel the publication to DEV/ })).toBeVisible();
  await dialog.getByRole('radio', { name: /Schedule/ }).check();
  await expect(dialog.getByText(/^Your time zone: /)).toBeVisible();
  await dialog.getByRole('checkbox').nth(1).check();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/publish-dialog.png` });
  await dialog.getByRole('tab', { name: 'Publication History' }).click();
  await expect(dialog.getByText(/^DEV · devwriter$/)).toBeVisible();
  await expect(dialog.getByText(/^Scheduled for /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const dialogClosedAt = Date.now();

  // The WordPress connection goes away before its job runs; the creator moves to another page.
  await api(page, 'delete', `/api/platform-connections/${wordpress!.id}`);
  await page.getByRole('link', { name: 'Inkgram' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  const region = page.getByRole('region', { name: /notifications/i });
  const published = region.locator('li').filter({ hasText: 'Published to DEV' });
  await expect(published).toBeVisible({ timeout: 60_000 });
  await expect(published).toContainText(toDev);
  await expect(published.getByRole('link', { name: 'View' })).toHaveAttribute('href', /dev\.to\/devwriter\//);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/toast-published.png` });

  const failed = region.locator('li').filter({ hasText: 'Could not publish to WordPress' });
  await expect(failed).toBeVisible({ timeout: 60_000 });
  await expect(failed).toContainText(toWp);
  await expect(failed).toContainText(/connection was removed/i);
  // Reachable from the keyboard (F8 moves focus to the toasts) and dismissible.
  await page.keyboard.press('F8');
  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(failed).toBeHidden();

  // The job really finished after the dialog had closed.
  const rows = (await (await page.request.get(`/api/publications?blogIds=${devBlog!.id}`)).json()) as {
    publishedAt: string | null;
  }[];
  expect(new Date(rows[0]?.publishedAt ?? 0).getTime()).toBeGreaterThan(dialogClosedAt);

  await page.goto('/my-blogs');
  await expect(wpCard.getByText('WordPress: Failed')).toBeVisible();
  await expect(devCard.getByText('DEV: Published')).toBeVisible();
  await expect(devCard.getByTestId('published-badge')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cards-failed-published.png`, fullPage: true });
});
