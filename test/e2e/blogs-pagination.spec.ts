import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';

/** My Blogs with more blogs than one page: more cards load on scroll, and the search asks the server. */
async function createBlogs(page: Page, titles: string[]) {
  const origin = new URL(page.url()).origin;
  for (const title of titles) {
    const res = await page.request.post('/api/blogs', {
      headers: { origin },
      data: { title, content: `<p>All about ${title}.</p>`, tags: 'e2e', category: 'Travel' },
    });
    expect(res.status()).toBe(201);
  }
}

test('My Blogs loads more blogs on scroll and searches by title', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await createBlogs(page, ['Needle in a haystack', ...Array.from({ length: 59 }, (_, i) => `Travel diary ${i + 1}`)]);

  await page.goto('/my-blogs');
  await expect(page.getByRole('heading', { name: 'My Blog Posts' })).toBeVisible({ timeout: 15_000 });
  const cards = page.getByTestId('blog-card');
  await expect(cards).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();

  // Scrolling to the end loads the last 10; the oldest blog is the first one created.
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(60);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(cards.last().getByRole('heading', { name: 'Needle in a haystack' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search titles and text' }).fill('needle');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading', { name: 'Needle in a haystack' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search titles and text' }).fill('no such title');
  await expect(page.getByText('No matching blogs')).toBeVisible();

  // Clearing the filters brings back every blog already loaded.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(60);
});
