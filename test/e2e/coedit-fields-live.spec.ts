import { expect, test, type Page } from '@playwright/test';
import { openBrowser } from './browsers';
import { signUp, uniqueUser } from './helpers';

/**
 * Two people on one shared blog: the fields around the live text merge per field and never
 * overwrite what the saver did not see (docs/decisions/032-blog-fields-merge.md), and the live
 * status tells the truth within seconds when the connection drops.
 */

/** A blog owned by `page`'s user, shared (by invitation link) with a second browser's new user. */
async function sharedBlog(page: Page, other: Page, role: 'editor' | 'viewer' = 'editor') {
  const owner = uniqueUser();
  await signUp(page, owner);
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/blogs', {
    headers: { origin },
    data: { title: 'Harbour at dawn', content: '<p>Boats leave before the light.</p>', tags: ['sea'], isDraft: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await other.request.post('/api/register', { headers: { origin }, data: uniqueUser() })).status()).toBe(201);
  const link = await page.request.post(`/api/blogs/${id}/invitations`, { headers: { origin }, data: { role } });
  expect(link.status()).toBe(201);
  const token = new URL(((await link.json()) as { url: string }).url).pathname.split('/').pop()!;
  expect((await other.request.post(`/api/invitations/${token}/accept`, { headers: { origin } })).status()).toBe(200);
  return { id, origin };
}

async function openLive(page: Page, id: number) {
  await page.goto(`/edit-blog/${id}`);
  await expect(page.getByTestId('coedit-status')).toContainText('Live', { timeout: 30_000 });
}

test("a co-writer's tag save keeps the owner's title; a stale title save asks which to keep", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const other = await openBrowser(browser, testInfo);
  const { id } = await sharedBlog(page, other);
  await openLive(page, id);
  await openLive(other, id);

  // Both loaded 'Harbour at dawn'. The owner renames it and saves.
  await page.getByLabel('Title', { exact: true }).fill('Harbour at first light');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  // The co-writer, who never saw the new title, changes only the tags and saves.
  await other.getByLabel('Tags (comma separated)').fill('sea, boats');
  await other.getByRole('button', { name: 'Save Changes' }).click();
  await expect(other.getByText('Unsaved changes')).toBeHidden();
  const read = async () =>
    (await (await page.request.get(`/api/blogs/${id}`)).json()) as { title: string; tags: string[] };
  expect(await read()).toMatchObject({ title: 'Harbour at first light', tags: ['sea', 'boats'] });
  // Their save brought the owner's title into the co-writer's form.
  await expect(other.getByLabel('Title', { exact: true })).toHaveValue('Harbour at first light');

  // The owner changes the title again; the co-writer, still on the previous one, changes it too.
  await page.getByLabel('Title', { exact: true }).fill('Harbour, 6 a.m.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await other.getByLabel('Title', { exact: true }).fill('Boats before the light');
  await other.getByRole('button', { name: 'Save Changes' }).click();
  const conflict = other.getByTestId('conflict-title');
  await expect(conflict.getByTestId('conflict-theirs')).toHaveText('Harbour, 6 a.m.');
  await expect(conflict.getByTestId('conflict-mine')).toHaveText('Boats before the light');
  await other.screenshot({ path: testInfo.outputPath('field-conflict.png'), fullPage: true });
  expect((await read()).title).toBe('Harbour, 6 a.m.'); // nothing was overwritten
  await other.getByRole('button', { name: 'Use my Title' }).click();
  await expect(other.getByTestId('field-conflicts')).toBeHidden();
  await other.getByRole('button', { name: 'Save Changes' }).click();
  await expect(other.getByText('Unsaved changes')).toBeHidden();
  expect(await read()).toMatchObject({ title: 'Boats before the light', tags: ['sea', 'boats'] });
  await other.context().close();
});

test('a dropped connection stops showing Live within 5 seconds', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const other = await openBrowser(browser, testInfo);
  const { id } = await sharedBlog(page, other);
  // The co-editing socket goes through a relay that can go silent, as a dead network does (no close).
  let dropped = false;
  await page.routeWebSocket(/\/api\/coedit/, (ws) => {
    if (dropped) return; // a reconnection attempt that never gets an answer
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      if (!dropped) server.send(m);
    });
    server.onMessage((m) => {
      if (!dropped) ws.send(m);
    });
  });
  await openLive(page, id);
  const status = page.getByTestId('coedit-status');
  dropped = true;
  const at = Date.now();
  await expect(status).not.toContainText('Live', { timeout: 5_000 });
  const seconds = (Date.now() - at) / 1000;
  testInfo.annotations.push({ type: 'seconds to show the drop', description: seconds.toFixed(1) });
  expect(seconds).toBeLessThan(5);
  await other.context().close();
});
