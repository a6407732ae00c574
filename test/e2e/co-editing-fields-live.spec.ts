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

test('a removed co-writer is told at once, their editor turns read-only and offers their text to copy', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const other = await openBrowser(browser, testInfo);
  const { id, origin } = await sharedBlog(page, other);
  await openLive(page, id);
  await openLive(other, id);
  const theirs = other.getByRole('textbox', { name: 'Content' });
  await theirs.click();
  await other.keyboard.press('End');
  await other.keyboard.type(' Gulls circle at noon.');
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('Gulls circle at noon.');

  const sharing = (await (await page.request.get(`/api/blogs/${id}/sharing`)).json()) as {
    members: { userId: number }[];
  };
  const removed = await page.request.delete(`/api/blogs/${id}/members/${sharing.members[0]!.userId}`, {
    headers: { origin },
  });
  expect(removed.status()).toBe(204);

  await expect(other.getByTestId('coedit-status')).toContainText('Your access to this blog changed.');
  await expect(theirs).toHaveAttribute('aria-readonly', 'true');
  await expect(other.getByRole('textbox', { name: 'Your text in this editor' })).toHaveValue(/Gulls circle at noon\./);
  await other.screenshot({ path: testInfo.outputPath('removed-writer.png') });
  // What they wrote before the removal is in the saved blog.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/blogs/${id}`)).json()) as { content: string }).content)
    .toContain('Gulls circle at noon.');
  await other.context().close();
});

test('a session draft turned into a blog tells everyone where the blog is and turns read-only', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const guest = await openBrowser(browser, testInfo);
  await signUp(page, uniqueUser());
  await signUp(guest, { ...uniqueUser(), name: 'Gus Guest' });
  const origin = new URL(page.url()).origin;
  const post = async (url: string, data?: unknown) => {
    const res = await page.request.post(url, { headers: { origin }, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as { id: number; token: string };
  };
  const prompt = await post('/api/writing-prompts', {
    title: 'Dock shift',
    description: 'Cranes and containers at dawn.',
    isPublic: false,
  });
  const session = await post('/api/collaborative-sessions', { promptId: prompt.id, title: 'Dock shift' });
  const { token } = await post(`/api/collaborative-sessions/${session.id}/invite-link`);
  await guest.goto(`/collaborative-sessions?join=${token}`);
  const guestDialog = guest.getByRole('dialog', { name: 'Dock shift' });
  await page.goto('/collaborative-sessions');
  await page
    .getByTestId('session-card')
    .filter({ hasText: 'Dock shift' })
    .getByRole('button', { name: /Join Session|View Session/ })
    .click();
  const ownerDialog = page.getByRole('dialog', { name: 'Dock shift' });
  const guestDraft = guestDialog.getByRole('textbox', { name: 'Shared draft of the session' });
  await expect(ownerDialog.getByTestId('coedit-peers')).toContainText('Gus Guest');
  await guestDraft.click();
  await guest.keyboard.type('Cranes swing at six.');
  await expect(ownerDialog.getByRole('textbox', { name: 'Shared draft of the session' })).toContainText(
    'Cranes swing at six.',
  );

  await ownerDialog.getByRole('button', { name: 'Turn into a blog' }).click();
  await expect(page).toHaveURL(/\/edit-blog\/\d+$/);
  const blogId = Number(/\/edit-blog\/(\d+)$/.exec(page.url())![1]);

  // The guest, still in the draft, is told where the blog is, and the draft no longer takes words.
  const became = guestDialog.getByTestId('draft-became');
  await expect(became).toContainText('This draft is now a blog and is read-only');
  await expect(became.getByRole('link', { name: 'Open the blog' })).toHaveAttribute('href', `/edit-blog/${blogId}`);
  await expect(guestDraft).toHaveAttribute('contenteditable', 'false');
  await guest.screenshot({ path: testInfo.outputPath('draft-became-blog.png') });
  const blog = (await (await page.request.get(`/api/blogs/${blogId}`)).json()) as { content: string };
  expect(blog.content).toContain('Cranes swing at six.');
  await guest.context().close();
});
