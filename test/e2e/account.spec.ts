/**
 * The account in the creator's hands (docs/product.md): the settings page changes the password and
 * signs other browsers out, exports everything as a zip, and deletes the account while other
 * people's sessions keep this creator's words as 'Deleted user'.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { openBrowser } from './browsers';
import { signUp, toast, uniqueUser } from './helpers';

/** A same-origin JSON call from inside the page, as the app itself makes it. */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u as string, {
        method: m as string,
        credentials: 'include',
        ...(b === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${m as string} ${u as string}: ${res.status} ${text}`);
      return (text ? JSON.parse(text) : null) as unknown;
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

async function submitSignIn(page: Page, user: { username: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function signIn(page: Page, user: { username: string; password: string }) {
  await submitSignIn(page, user);
  await expect(page).toHaveURL(/\/$|\/create$/);
}

test('changing the password signs out the other browser, not this one', async ({ page, browser }, testInfo) => {
  test.setTimeout(60_000);
  const user = uniqueUser();
  await signUp(page, user);
  const other = await openBrowser(browser, testInfo);
  await signIn(other, user);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('device-row')).toHaveCount(2);
  await expect(page.getByTestId('device-row').filter({ hasText: 'This device' })).toHaveCount(1);

  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed. 1 other device was signed out.')).toBeVisible();
  await expect(page.getByTestId('device-row')).toHaveCount(1);

  await other.goto('/my-blogs');
  await expect(other).toHaveURL(/\/auth/);
  await page.goto('/my-blogs');
  await expect(page).toHaveURL(/\/my-blogs$/);
  await other.context().close();
});

test("the export contains the blog's Markdown and its image", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  // A sandbox Instagram account stores the posts' images in the app's media storage.
  await page.goto('/create');
  await page
    .getByRole('button', { name: /^Connect Instagram( Account)?$/ })
    .first()
    .click();
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByText('@wander.lines').click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/create$/, { timeout: 15_000 });

  const [account] = await api<{ id: number }[]>(page, 'GET', '/api/instagram/accounts');
  let image: string | undefined;
  await expect(async () => {
    const body = await api<unknown>(page, 'GET', `/api/instagram/accounts/${account?.id}/posts`);
    const posts = (Array.isArray(body) ? body : (body as { items: unknown[] }).items) as { mediaUrl: string | null }[];
    image = posts.map((p) => p.mediaUrl).find((u) => u?.startsWith('/media/')) ?? undefined;
    expect(image).toBeDefined();
  }).toPass({ timeout: 15_000 });
  const title = `Harbour lights ${Date.now().toString(36)}`;
  await api(page, 'POST', '/api/blogs', {
    title,
    content: `<h2>Evening</h2><p>The boats come <strong>home</strong>.</p><p><img src="${image}" alt="Harbour"></p>`,
    featuredImage: image,
  });

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Export everything' }).click();
  const link = page.getByRole('link', { name: 'Download zip' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^inkgram-export-.*\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));

  const md = Object.keys(files).find((n) => n.startsWith('blogs/') && n.endsWith('/index.md'));
  const markdown = strFromU8(files[md ?? ''] ?? new Uint8Array());
  expect(markdown).toContain(`# ${title}`);
  expect(markdown).toContain('**home**');
  const key = (image ?? '').slice('/media/'.length);
  const served = await page.request.get(image ?? '');
  expect(Buffer.from(files[`media/${key}`] ?? [])).toEqual(await served.body());
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['prompts.json', 'contributions.json', 'publications.json']),
  );
});

test("deleting the account keeps this creator's words in others' sessions as 'Deleted user'", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const owner = { ...uniqueUser(), name: 'Olive Owner' };
  await signUp(page, owner);
  const prompt = await api<{ id: number }>(page, 'POST', '/api/writing-prompts', {
    title: `Tides ${owner.username}`,
    description: 'Write about the tide coming in.',
    isPublic: true,
  });
  const session = await api<{ id: number }>(page, 'POST', '/api/collaborative-sessions', {
    promptId: prompt.id,
    title: `Tide pool ${owner.username}`,
    settings: {},
  });

  const leaver = await openBrowser(browser, testInfo);
  const user = { ...uniqueUser(), name: 'Leo Leaving' };
  await signUp(leaver, user);
  await api(leaver, 'POST', `/api/collaborative-sessions/${session.id}/contributions`, {
    content: 'The water was cold and bright.',
  });

  await leaver.goto('/settings');
  await leaver.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = leaver.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByTestId('deletion-summary')).toContainText('0 blogs');
  await dialog.getByLabel('Password').fill('wrong password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(leaver).toHaveURL(/\/auth/);
  await submitSignIn(leaver, user);
  await expect(toast(leaver, 'Invalid username or password')).toBeVisible();

  await page.goto('/collaborative-sessions');
  await page
    .getByTestId('session-card')
    .filter({ hasText: `Tide pool ${owner.username}` })
    .getByRole('button', { name: 'Join Session' })
    .click();
  const open = page.getByRole('dialog', { name: `Tide pool ${owner.username}` });
  await expect(open.getByText('The water was cold and bright.')).toBeVisible();
  await expect(open.getByText('Deleted user')).toBeVisible();
  await leaver.context().close();
});
