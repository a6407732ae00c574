/**
 * 'Top posts to write about' on /create (docs/decisions/027-creator-voice-and-top-posts.md): the posts grid sorted by the sandbox
 * account's insights (saves, then shares, then reach), and back to newest first.
 */
import { expect, test, type Page } from '@playwright/test';
import { byInsights, type AccountInsights } from '@common/instagram-insights';
import { expectAccessible } from './axe';
import { connectSandbox, signUp, uniqueUser } from './helpers';

test.use({ bypassCSP: true }); // axe-core is injected into the page

const rows = (page: Page) => page.getByTestId('instagram-post');

async function getJson<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(
    async (u) => (await fetch(u, { credentials: 'include' })).json() as Promise<unknown>,
    url,
  ) as Promise<T>;
}

test('the creator sorts their posts by what readers saved and shared, then back to newest', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'sunny.kitchen');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
  const newestFirst = await rows(page).first().textContent();

  const [account] = await getJson<{ id: number }[]>(page, '/api/instagram/accounts');
  const posts = await getJson<{ id: number; caption: string | null }[]>(
    page,
    `/api/instagram/accounts/${account!.id}/posts?limit=100`,
  );

  const sort = page.getByLabel('Sort posts');
  await expect(sort).toHaveValue('newest');
  await sort.selectOption('top');
  const insights = await getJson<AccountInsights>(page, `/api/instagram/accounts/${account!.id}/insights`);
  expect(insights.available).toBe(true);
  const byPost = new Map(insights.posts.map((p) => [p.postId, p]));
  const top = [...posts].sort((a, b) => byInsights(byPost.get(a.id), byPost.get(b.id)))[0]!;
  const caption = (top.caption ?? '').split('\n')[0]!.slice(0, 30);
  await expect(rows(page).first()).toContainText(caption);
  await expect(rows(page).first()).not.toHaveText(newestFirst ?? '');
  await expectAccessible(page, 'create page sorted by top posts');

  // By keyboard, back to newest first.
  await sort.focus();
  await sort.selectOption('newest');
  await expect(rows(page).first()).toHaveText(newestFirst ?? '');
});
