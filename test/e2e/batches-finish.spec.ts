/**
 * Batches that finish (docs/decisions/038-batches-that-finish.md), at 1280 px and 390 px: the result
 * links of a finished batch lie inside its panel (nothing cut off, no sideways scrolling) and open the
 * draft; another browser session of the same creator shows the batch again, until it is dismissed.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openBrowser } from './browsers';
import { connectSandbox, signUp, uniqueUser } from './helpers';

const progress = (page: Page) => page.getByTestId('batch-progress');

/** `inner` lies wholly inside `outer` (1 px for rounding). */
async function expectInside(inner: Locator, outer: Locator, what: string) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x, `${what}: left edge`).toBeGreaterThanOrEqual(b.x - 1);
  expect(a.y, `${what}: top edge`).toBeGreaterThanOrEqual(b.y - 1);
  expect(a.x + a.width, `${what}: right edge`).toBeLessThanOrEqual(b.x + b.width + 1);
  expect(a.y + a.height, `${what}: bottom edge`).toBeLessThanOrEqual(b.y + b.height + 1);
}

test('a finished batch: links inside the panel and clickable; shown again in a new session until dismissed', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = uniqueUser();
  await signUp(page, user);
  await connectSandbox(page, 'wander.lines');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page.getByTestId('instagram-post').first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const boxes = page.getByRole('checkbox');
  for (let i = 0; i < 3; i++) await boxes.nth(i).click();
  await page.getByRole('button', { name: 'Write 3 drafts' }).click();
  await expect(progress(page).getByRole('status')).toHaveText('Batch finished: 3 of 3 drafts written.', {
    timeout: 30_000,
  });

  const links = progress(page).getByRole('link', { name: 'Open draft' });
  await expect(links).toHaveCount(3);
  const list = progress(page).getByRole('list', { name: 'Batch drafts' });
  for (let i = 0; i < 3; i++) {
    await links.nth(i).scrollIntoViewIfNeeded();
    await expectInside(links.nth(i), list, `link ${i + 1} in the list`);
    await expectInside(links.nth(i), progress(page), `link ${i + 1} in the panel`);
    // Clickable: the point a click lands on is the link itself, not something covering or clipping it.
    const onTop = await links.nth(i).evaluate((a) => {
      const r = a.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && a.contains(hit);
    });
    expect(onTop, `link ${i + 1} is what a click at its centre hits`).toBe(true);
  }
  // Nothing sticks out of the page sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // A click on the last link (the one most likely cut off at the row's end) opens that draft.
  const href = await links.nth(2).getAttribute('href');
  await links.nth(2).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue('');

  // Another browser, the same creator: the batch is there again, from the server.
  const other = await openBrowser(browser, testInfo);
  await other.goto('/auth');
  await other.getByLabel('Username').fill(user.username);
  await other.getByLabel('Password').fill(user.password);
  await other.getByRole('button', { name: 'Log in' }).click();
  await other.waitForURL(/\/$|\/create$/);
  await other.goto('/create');
  await other.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(progress(other).getByRole('status')).toHaveText('Batch finished: 3 of 3 drafts written.', {
    timeout: 15_000,
  });
  await expect(progress(other).getByRole('link', { name: 'Open draft' })).toHaveCount(3);

  // Dismissed there, it is gone here too after a reload.
  await progress(other).getByRole('button', { name: 'Dismiss' }).click();
  await expect(progress(other)).toHaveCount(0);
  await page.goto('/create');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page.getByTestId('instagram-post').first()).toBeVisible({ timeout: 15_000 });
  await expect(progress(page)).toHaveCount(0);
  await other.context().close();
});
