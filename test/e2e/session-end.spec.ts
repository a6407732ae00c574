import { expect, test } from '@playwright/test';
import { openBrowser } from './browsers';
import { shareByEmail, signUp, uniqueUser } from './helpers';

/**
 * A session that ends closes its co-editing socket at once (docs/decisions/030): a creator edits
 * a blog in one browser and signs out everywhere else from another; the first editor stops at once
 * and the page asks to sign in again (before, it stayed live and kept writing).
 */
test('signing out everywhere else ends the other browser’s live editor, which asks to sign in again', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const user = uniqueUser();
  await signUp(page, user);
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/blogs', {
    headers: { origin },
    data: { title: 'Harbour at dawn', content: '<p>Boats leave before the light.</p>', isDraft: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // Shared, so that it opens in the live editor.
  const other = await openBrowser(browser, testInfo);
  const friend = uniqueUser();
  expect((await other.request.post('/api/register', { headers: { origin }, data: friend })).status()).toBe(201);
  await shareByEmail(page, other, id, friend.email, 'viewer');

  await page.goto(`/edit-blog/${id}`);
  const status = page.getByTestId('coedit-status');
  await expect(status).toContainText('Live', { timeout: 30_000 }); // the live editor loads lazily
  const text = page.getByRole('textbox', { name: 'Content' });
  await expect(text).toContainText('Boats leave before the light.');

  // The creator signs in on another device, then signs out everywhere else.
  const login = await other.request.post('/api/login', {
    headers: { origin },
    data: { username: user.username, password: user.password },
  });
  expect(login.status()).toBe(200);
  const signedOut = await other.request.post('/api/account/sessions/sign-out-others', { headers: { origin } });
  expect(await signedOut.json()).toEqual({ signedOut: 1 });

  // Without a click here, the editor stops and the page asks to sign in again.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('signed-out-editor.png') });
  await other.context().close();
});
