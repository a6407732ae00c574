/**
 * For the lead at merge (issue 5 × issue 4): rename to `publish-from-my-blogs.spec.ts` once
 * My Blogs mounts `<PublishButton blog={blog} />` on its cards and POST /api/blogs exists. Not
 * run before then (Playwright only picks up *.spec.ts). Uses the DEV fake of fakes-setup.ts.
 */
import { expect, test } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';
import { FAKE_DEVTO_KEY } from './fake-ports';

test('connect DEV, publish from My Blogs, watch it become Published, see the history and the edit lock', async ({
  page,
}) => {
  await signUp(page, uniqueUser());
  const origin = new URL(page.url()).origin;
  const headers = { origin, 'sec-fetch-site': 'same-origin' };
  const platforms = (await (await page.request.get('/api/publishing-platforms')).json()) as {
    id: number;
    name: string;
  }[];
  const devto = platforms.find((p) => p.name === 'devto');
  const conn = await page.request.post('/api/platform-connections', {
    data: { platformId: devto?.id, apiKey: FAKE_DEVTO_KEY },
    headers,
  });
  expect(conn.status()).toBe(201);
  const title = `Published from e2e ${Date.now()}`;
  const blog = await page.request.post('/api/blogs', {
    data: {
      title,
      content: '<p>Hello from the e2e suite.</p>',
      tags: ['e2e', 'testing'],
      category: 'Technology',
      isDraft: false,
    },
    headers,
  });
  expect(blog.ok()).toBe(true);

  await page.goto('/my-blogs');
  const card = page.locator('[data-slot="card"]', { hasText: title });
  await card.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${title}"` });
  await expect(dialog.getByRole('button', { name: 'Publish' }).last()).toBeDisabled();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Publish' }).last().click();
  await expect(page.locator('li').getByText('Blog published', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Published', { exact: true })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('tab', { name: 'Publication History' }).click();
  await expect(dialog.getByRole('link', { name: 'View published post' })).toHaveAttribute(
    'href',
    /dev\.to\/devwriter\//,
  );
  await page.keyboard.press('Escape');

  await expect(card.getByRole('button', { name: 'Published' })).toBeVisible();
  await expect(card.getByText('Published').first()).toBeVisible();
  const edit = card.getByRole('button', { name: /edit/i });
  await expect(edit).toBeDisabled();
  await edit.hover({ force: true });
  await expect(page.getByText('Published blogs cannot be edited').first()).toBeVisible();
});
