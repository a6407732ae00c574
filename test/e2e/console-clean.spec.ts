/**
 * The app runs under its strict Content-Security-Policy without tripping it: no page logs a console
 * error or reports a CSP violation (zod's JIT compiler used to try `new Function`, which the CSP
 * refuses, on every page).
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';

/** Records console errors, uncaught errors and CSP violation reports of a page from its first script on. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // A signed-out visitor's GET /api/user answers 401 by design; Chromium logs every 4xx resource.
    if (/status of 401/.test(text) && message.location().url.endsWith('/api/user')) return;
    problems.push(`console.error: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return problems;
}

test('the sign-in page and the signed-in pages log no console error and no CSP violation', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = await watch(page);

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  // A failed client-side validation runs the shared zod schemas in the browser.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  expect(problems).toEqual([]);

  await signUp(page, uniqueUser());
  for (const [path, heading] of [
    ['/my-blogs', 'My Blog Posts'],
    ['/writing-prompts', 'Writing Prompts'],
    ['/collaborative-sessions', 'Collaborative Writing'],
    ['/platform-connections', 'Publishing Platforms'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // Parsing list responses (zod objects) happened on each page: still nothing logged.
  expect(problems).toEqual([]);
});
