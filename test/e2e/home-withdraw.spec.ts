/**
 * Withdrawing the home copy in Chromium, against the local fakes: the withdraw dialog names the
 * copies that point to it and offers their new home (another live copy or Inkgram's page); after
 * the withdraw, the DEV copy chosen as the new home no longer points at the withdrawn WordPress post.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signUp, uniqueUser } from './helpers';
import { e2eFakePorts, FAKE_DEVTO_KEY, FAKE_WP } from './fake-ports';

test.use({ bypassCSP: true }); // axe-core is injected into the page

const FAKES = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));

async function api(page: Page, method: 'post' | 'patch', url: string, data?: object) {
  const origin = new URL(page.url()).origin;
  const res = await page.request[method](url, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

type Row = { status: string; platformName: string; platformBlogUrl: string | null; isHome: boolean };
const rowsOf = async (page: Page, blogId: number) =>
  (await (await page.request.get(`/api/blogs/${blogId}/publications`)).json()) as Row[];

/** The fake DEV's article titled so, as DEV stores it. */
async function devArticle(page: Page, title: string) {
  const res = await page.request.get(`http://127.0.0.1:${FAKES.devto}/api/articles/me/all?per_page=1000`, {
    headers: { 'api-key': FAKE_DEVTO_KEY },
  });
  const all = (await res.json()) as { title: string; url: string; canonical_url: string | null }[];
  return all.find((a) => a.title === title);
}

test('withdrawing the home copy names the copies pointing to it and moves them to a new home', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page, uniqueUser());
  const platforms = (await (await page.request.get('/api/publishing-platforms')).json()) as {
    id: number;
    name: string;
  }[];
  const idOf = (name: string) => platforms.find((p) => p.name === name)?.id;
  const wp = await api(page, 'post', '/api/platform-connections', {
    platformId: idOf('wordpress'),
    username: FAKE_WP.username,
    apiKey: FAKE_WP.appPassword,
    settings: { apiUrl: `http://127.0.0.1:${FAKES.wordpress}` },
  });
  const dev = await api(page, 'post', '/api/platform-connections', {
    platformId: idOf('devto'),
    apiKey: FAKE_DEVTO_KEY,
  });
  const title = `Home withdraw ${Date.now()}`;
  const blog = await api(page, 'post', '/api/blogs', {
    title,
    content: `<p>${title}: copies that point home.</p>`,
    tags: 'one',
    category: 'Technology',
    seoTitle: 'Home withdraw, with an SEO title',
    isDraft: false,
  });
  // WordPress first (the home), then DEV, which points to it.
  await api(page, 'post', `/api/blogs/${blog.id}/publish`, { platformConnectionId: wp.id });
  await expect.poll(async () => (await rowsOf(page, blog.id))[0]?.status, { timeout: 60_000 }).toBe('published');
  await api(page, 'post', `/api/blogs/${blog.id}/publish`, { platformConnectionId: dev.id });
  await expect
    .poll(async () => (await rowsOf(page, blog.id)).filter((r) => r.status === 'published').length, { timeout: 60_000 })
    .toBe(2);
  const wpUrl = (await rowsOf(page, blog.id)).find((r) => r.platformName === 'wordpress')?.platformBlogUrl;
  expect((await devArticle(page, title))?.canonical_url).toBe(wpUrl);

  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Published', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${title}"` });
  // The fake site has no SEO plugin: the dialog says what WordPress cannot take, before anything is published.
  await expect(dialog.getByTestId('seo-limits')).toContainText(
    'This WordPress site has no Yoast SEO or Rank Math, so the SEO title and the canonical URL cannot be set there',
  );
  // After publishing, each destination says which fields landed and which not (WordPress is the home: no canonical).
  await expect(dialog.getByText('SEO title not set: this WordPress site has no Yoast SEO or Rank Math.')).toBeVisible();
  await expect(dialog.getByText('Landed: title, slug and tags.')).toBeVisible();
  await expect(dialog.getByText('Landed: title, canonical URL and tags.')).toBeVisible();
  await expect(dialog.getByText("Slug not set: DEV makes the post's address from its title.")).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath('publish-dialog-seo-limits.png') });
  await dialog.getByRole('button', { name: /^Withdraw the post from WordPress/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Withdraw from WordPress/ });
  const newHome = confirm.getByTestId('new-home');
  await expect(newHome).toContainText(/This is the home copy: DEV · \S+ points to it as the original/);
  const group = newHome.getByRole('group', { name: 'New home for the other copies' });
  await expect(group.getByRole('radio', { name: /^DEV · / })).toBeChecked();
  await expect(group.getByRole('radio', { name: /^Inkgram public page/ })).toBeDisabled();
  await expect(group.getByText("Make the blog's page public first (Share & export).")).toBeVisible();
  await expectAccessible(page, 'Withdraw dialog of the home copy');
  await page.screenshot({ path: test.info().outputPath('home-withdraw.png') });

  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(confirm).toBeHidden();
  // DEV is the home now: its article no longer points at the withdrawn WordPress post.
  await expect.poll(async () => (await devArticle(page, title))?.canonical_url || null, { timeout: 60_000 }).toBeNull();
  const rows = await rowsOf(page, blog.id);
  expect(rows.find((r) => r.platformName === 'wordpress')?.status).toBe('withdrawn');
  expect(rows.find((r) => r.platformName === 'devto')).toMatchObject({ status: 'published', isHome: true });
});
