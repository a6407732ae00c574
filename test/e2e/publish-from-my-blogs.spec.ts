/**
 * docs/decisions/006-idempotent-publishing.md × docs/decisions/008-ai-writers-and-blog-html.md: connect DEV (the local fake of fakes-setup.ts), publish a blog from its
 * My Blogs card, watch the publication become Published without a reload, open the history link,
 * and find the card locked against edit and delete.
 */
import { expect, test } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';
import { FAKE_DEVTO_KEY } from './fake-ports';

test('connect DEV, publish from My Blogs, watch it become Published, see the history and the edit lock', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueUser());
  const origin = new URL(page.url()).origin;
  const headers = { origin };
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
      tags: 'e2e, testing',
      category: 'Technology',
      isDraft: false,
    },
    headers,
  });
  expect(blog.status()).toBe(201);

  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: title });
  // Not published yet: Edit is a link, Delete is enabled, no badge.
  await expect(card.getByRole('link', { name: /Edit/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /Delete/ })).toBeEnabled();
  await expect(card.getByTestId('published-badge')).toHaveCount(0);

  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${title}"` });
  const submit = dialog.getByRole('button', { name: 'Publish', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox').first().check();
  await submit.click();
  // The modal dialog hides the rest of the page from the accessibility tree, the toasts too. The
  // spec's 'Blog published' and the job's outcome toast stack (docs/decisions/041).
  await expect(page.locator('li').getByText('Blog published', { exact: true })).toBeVisible();
  // The dialog polls while the job runs: the status becomes Published with no reload.
  await expect(dialog.getByText('Published', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('checkbox').first()).toBeDisabled();
  await dialog.getByRole('tab', { name: 'Publication History' }).click();
  await expect(dialog.getByRole('link', { name: 'View published post' })).toHaveAttribute(
    'href',
    /dev\.to\/devwriter\//,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The card flipped too, from the same rule as the server's lock: badge, button and both locks.
  await expect(card.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  await expect(card.getByTestId('published-badge')).toHaveText('Published');
  const edit = card.getByRole('button', { name: /Edit/ });
  await expect(edit).toBeDisabled();
  await expect(card.getByRole('link', { name: /Edit/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Delete/ })).toBeDisabled();
  await edit.locator('..').focus();
  await expect(page.getByRole('tooltip').getByText('Published blogs cannot be edited')).toBeVisible();

  // After a reload (the list alone) the card is still published, and the server refuses edits.
  await page.reload();
  await expect(card.getByTestId('published-badge')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  const { id } = (await blog.json()) as { id: number };
  const patch = await page.request.patch(`/api/blogs/${id}`, { data: { title: 'nope' }, headers });
  expect(patch.status()).toBe(409);
  expect(await patch.json()).toMatchObject({ message: 'This blog has already been published and cannot be edited.' });
  // Going to the edit page directly sends the user back to My Blogs.
  await page.goto(`/edit-blog/${id}`);
  await expect(toast(page, 'Cannot Edit Published Blog')).toBeVisible();
  await expect(page).toHaveURL(/\/my-blogs$/);
});
