/**
 * docs/decisions/018-publishing-destinations-and-modes.md in Chromium, against the local fakes of fakes-setup.ts: a published blog is withdrawn
 * from its card's Publish dialog, becomes editable again, and publishing it again updates the same
 * post on the fake WordPress (same id, same link, the new text); 'Update everywhere' pushes the blog's
 * content in place to every live destination (a hand edit on WordPress is replaced; still one post
 * on each platform).
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';
import { e2eFakePorts, FAKE_DEVTO_KEY, FAKE_WP } from './fake-ports';

const FAKES = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));
const WP_API = `http://127.0.0.1:${FAKES.wordpress}/wp-json/wp/v2`;
const WP_AUTH = {
  authorization: `Basic ${Buffer.from(`${FAKE_WP.username}:${FAKE_WP.appPassword}`).toString('base64')}`,
};

interface WpPostView {
  id: number;
  link: string;
  status: string;
  content: { raw: string };
}

async function api(page: Page, method: 'post' | 'patch', url: string, data?: object) {
  const origin = new URL(page.url()).origin;
  const res = await page.request[method](url, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

async function connect(page: Page, name: 'wordpress' | 'devto') {
  const platforms = (await (await page.request.get('/api/publishing-platforms')).json()) as {
    id: number;
    name: string;
  }[];
  const platformId = platforms.find((p) => p.name === name)?.id;
  return name === 'wordpress'
    ? api(page, 'post', '/api/platform-connections', {
        platformId,
        username: FAKE_WP.username,
        apiKey: FAKE_WP.appPassword,
        settings: { apiUrl: `http://127.0.0.1:${FAKES.wordpress}` },
      })
    : api(page, 'post', '/api/platform-connections', { platformId, apiKey: FAKE_DEVTO_KEY });
}

/** The fake WordPress's posts titled so, whatever their status (read through its REST API). */
async function wpPostsTitled(page: Page, title: string): Promise<WpPostView[]> {
  const res = await page.request.get(
    `${WP_API}/posts?search=${encodeURIComponent(title)}&status=publish,draft,trash,future,pending`,
    { headers: WP_AUTH },
  );
  const hits = (await res.json()) as { id: number }[];
  return Promise.all(
    hits.map(
      async (h) =>
        (await (await page.request.get(`${WP_API}/posts/${h.id}`, { headers: WP_AUTH })).json()) as WpPostView,
    ),
  );
}

/** Waits until every publication of the blog is live (the jobs run in the server under test). */
async function waitLive(page: Page, blogId: number, count: number) {
  await expect
    .poll(
      async () => {
        const rows = (await (await page.request.get(`/api/blogs/${blogId}/publications`)).json()) as {
          status: string;
        }[];
        return rows.filter((r) => r.status === 'published').length;
      },
      { timeout: 60_000 },
    )
    .toBe(count);
}

async function newBlog(page: Page, title: string) {
  await page.goto('/my-blogs');
  return api(page, 'post', '/api/blogs', {
    title,
    content: `<p>${title}: the first text.</p>`,
    tags: 'one, two',
    category: 'Technology',
    isDraft: false,
  });
}

test('withdraw from the card, edit, publish again: the same WordPress post with the new text', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueUser());
  const wp = await connect(page, 'wordpress');
  const title = `Withdraw and fix ${Date.now()}`;
  const blog = await newBlog(page, title);
  await api(page, 'post', `/api/blogs/${blog.id}/publish`, { platformConnectionId: wp.id });
  await waitLive(page, blog.id, 1);

  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: title });
  await expect(card.getByText('WordPress: Published')).toBeVisible();
  const [live] = await wpPostsTitled(page, title);
  expect(live?.status).toBe('publish');
  await expect(card.getByRole('button', { name: `Edit “${title}”` })).toBeDisabled();

  // Withdraw from the Publish dialog, by keyboard.
  await card.getByRole('button', { name: 'Published', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${title}"` });
  await dialog.getByRole('button', { name: /^Withdraw the post from WordPress/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Withdraw from WordPress/ });
  await expect(confirm.getByText('Publishing again later brings back the same post, same link.')).toBeVisible();
  await confirm.getByRole('radio', { name: 'Back to draft' }).check();
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('checkbox', { name: /Withdrawn$/ })).toBeEnabled();
  expect((await wpPostsTitled(page, title)).map((p) => p.status)).toEqual(['draft']);
  // The confirmation has closed (its exit animation over). Escape closes the newest layer first:
  // the 'Withdrawal queued' toast while it is shown (Radix), then the Publish dialog.
  await expect(confirm).toBeHidden();
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass();

  // The blog is editable again: the card offers Edit, and an edit is saved.
  await expect(card.getByRole('link', { name: `Edit “${title}”` })).toBeVisible();
  await expect(card.getByText('WordPress: Withdrawn')).toBeVisible();
  await api(page, 'patch', `/api/blogs/${blog.id}`, { content: '<p>The typo is fixed.</p>' });

  // Publish again from the card: the same post comes back with the new text.
  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  // Queued: the choice is cleared (the outcome toast follows when the job is done).
  await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await waitLive(page, blog.id, 1);
  await page.keyboard.press('Escape');
  await expect(card.getByText('WordPress: Published')).toBeVisible({ timeout: 60_000 });
  const after = await wpPostsTitled(page, title);
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({ id: live!.id, link: live!.link, status: 'publish' });
  expect(after[0]?.content.raw).toContain('The typo is fixed.');
});

test("'Update everywhere' pushes the blog's content in place to every live post", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueUser());
  const wp = await connect(page, 'wordpress');
  const dev = await connect(page, 'devto');
  const title = `Pushed in place ${Date.now()}`;
  const blog = await newBlog(page, title);
  await api(page, 'post', `/api/blogs/${blog.id}/publish`, { platformConnectionId: wp.id });
  await api(page, 'post', `/api/blogs/${blog.id}/publish`, { platformConnectionId: dev.id });
  await waitLive(page, blog.id, 2);

  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: title });
  await expect(card.getByText('WordPress: Published')).toBeVisible();
  await expect(card.getByText('DEV: Published')).toBeVisible();
  const [live] = await wpPostsTitled(page, title);

  // Someone changed the post on WordPress itself; Inkgram's text is pushed back, in place.
  const handEdit = await page.request.post(`${WP_API}/posts/${live!.id}`, {
    headers: WP_AUTH,
    data: { content: '<p>Changed by hand on the site.</p>' },
  });
  expect(handEdit.status()).toBe(200);

  const update = card.getByRole('button', { name: 'Update everywhere', exact: true });
  await expect(update).toHaveAttribute('title', 'Push the current content to every live post, in place (same links).');
  await update.click();
  await expect
    .poll(async () => (await wpPostsTitled(page, title)).map((p) => p.content.raw).join(), { timeout: 60_000 })
    .toContain(`${title}: the first text.`);
  const after = await wpPostsTitled(page, title);
  expect(after).toEqual([expect.objectContaining({ id: live!.id, link: live!.link, status: 'publish' })]);

  const devArticles = (await (
    await page.request.get(`http://127.0.0.1:${FAKES.devto}/api/articles/me/all?per_page=1000`, {
      headers: { 'api-key': FAKE_DEVTO_KEY },
    })
  ).json()) as { title: string; published: boolean }[];
  expect(devArticles.filter((a) => a.title === title)).toEqual([expect.objectContaining({ published: true })]);
  // The blog stays published (locked) throughout.
  await expect(card.getByRole('button', { name: `Edit “${title}”` })).toBeDisabled();
});
