/**
 * /create keeps one layout width through its states (docs/product.md): no account, no post, a post
 * picked, an article generated. The panels do not move or resize, and nothing widens the page past
 * the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

async function boxes(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.x), width: Math.round(r.width) };
    };
    const work = document.querySelector('[data-testid="create-work-panel"]');
    return {
      container: box(work?.parentElement?.parentElement ?? document.querySelector('main')),
      work: box(work),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

test('the page and its panels keep one width from no post to a generated article', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await page.goto('/create');
  await page.getByRole('button', { name: 'Connect Instagram', exact: true }).click();
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByText('@wander.lines').click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/create$/, { timeout: 15_000 });

  const panel = page.getByRole('region', { name: 'Blog post' });
  await expect(panel.getByText('No post selected')).toBeVisible();
  const empty = await boxes(page);
  expect(empty.overflow).toBeLessThanOrEqual(0);

  await page.getByTestId('instagram-post').first().click();
  await expect(page.getByTestId('selected-post')).toBeVisible();
  const picked = await boxes(page);

  await panel.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(toast(page, 'Blog Generated!')).toBeVisible({ timeout: 15_000 });
  const generated = await boxes(page);

  for (const state of [picked, generated]) {
    expect(state.container).toEqual(empty.container);
    expect(state.work).toEqual(empty.work);
    expect(state.overflow).toBeLessThanOrEqual(0);
  }
});
