/**
 * docs/decisions/040-revisions-of-live-posts.md in Chromium, against the local fakes of
 * fakes-setup.ts: a blog live on WordPress and on its public page gets a revision from its My Blogs
 * card, which is edited in the normal editor while the live copies keep their text; 'Update
 * everywhere' sends it to WordPress in place (same post), then it is the live text of the public page.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';
import { e2eFakePorts, FAKE_WP } from './fake-ports';

const FAKES = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));
const WP_API = `http://127.0.0.1:${FAKES.wordpress}/wp-json/wp/v2`;
const WP_AUTH = {
  authorization: `Basic ${Buffer.from(`${FAKE_WP.username}:${FAKE_WP.appPassword}`).toString('base64')}`,
};

async function api(page: Page, method: 'post' | 'patch', url: string, data?: object) {
  const origin = new URL(page.url()).origin;
  const res = await page.request[method](url, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number; url?: string };
}

/** The text of the fake WordPress's live posts titled so (read through its REST API). */
async function wpTexts(page: Page, title: string): Promise<{ id: number; raw: string }[]> {
  const res = await page.request.get(`${WP_API}/posts?search=${encodeURIComponent(title)}&status=publish`, {
    headers: WP_AUTH,
  });
  const hits = (await res.json()) as { id: number }[];
  return Promise.all(
    hits.map(async (h) => {
      const post = (await (await page.request.get(`${WP_API}/posts/${h.id}`, { headers: WP_AUTH })).json()) as {
        content: { raw: string };
      };
      return { id: h.id, raw: post.content.raw };
    }),
  );
}

test('published blog → Start a revision → edit → Update everywhere: WordPress and the public page show the new text', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page, uniqueUser());
  await page.goto('/my-blogs');
  const platforms = (await (await page.request.get('/api/publishing-platforms')).json()) as {
    id: number;
    name: string;
  }[];
  const wp = await api(page, 'post', '/api/platform-connections', {
    platformId: platforms.find((p) => p.name === 'wordpress')?.id,
    username: FAKE_WP.username,
    apiKey: FAKE_WP.appPassword,
    settings: { apiUrl: `http://127.0.0.1:${FAKES.wordpress}` },
  });
  const title = `Revise me ${Date.now()}`;
  const blog = await api(page, 'post', '/api/blogs', { title, content: '<p>Teh first text.</p>', isDraft: false });
  await api(page, 'post', `/api/blogs/${blog.id}/publish`, { platformConnectionId: wp.id });
  const pageUrl = (await api(page, 'patch', `/api/blogs/${blog.id}/public-page`, { isPublic: true })).url!;
  await expect.poll(async () => (await wpTexts(page, title)).length, { timeout: 60_000 }).toBe(1);
  const [live] = await wpTexts(page, title);

  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: title });
  await expect(card.getByRole('button', { name: `Edit “${title}”` })).toBeDisabled();
  await card.getByRole('button', { name: `Start a revision of “${title}”` }).click();

  // The revision opens in the editor; the live copies keep their text while it is edited.
  const banner = page.getByTestId('revision-banner');
  await expect(banner.getByText('Revision of a live blog')).toBeVisible();
  const editor = page.locator('.ProseMirror').first();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('The corrected text.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(banner.getByRole('button', { name: 'Update everywhere' })).toBeEnabled();
  expect((await wpTexts(page, title))[0]?.raw).toContain('Teh first text.');
  expect(await (await page.request.get(pageUrl)).text()).toContain('Teh first text.');
  await page.screenshot({ path: 'test-results/revision-editor.png', fullPage: true });

  await banner.getByRole('button', { name: 'Update everywhere' }).click();
  await expect(page.getByText('Revision is live', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/my-blogs$/);

  const after = await wpTexts(page, title);
  expect(after).toHaveLength(1);
  expect(after[0]?.id).toBe(live!.id);
  expect(after[0]?.raw).toContain('The corrected text.');
  const publicPage = await (await page.request.get(pageUrl)).text();
  expect(publicPage).toContain('The corrected text.');
  expect(publicPage).not.toContain('Teh first text.');
  await expect(card.getByRole('button', { name: `Start a revision of “${title}”` })).toBeVisible();
});
