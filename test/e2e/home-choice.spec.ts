/**
 * docs/decisions/018-publishing-destinations-and-modes.md in Chromium: the Publish dialog's 'Home (canonical)' choice. The first live copy is the
 * home by default and the dialog shows its URL as what the other copies point to; Inkgram's public
 * page is offered once the page is public, and choosing it (by keyboard) saves it at once and shows
 * the page's address instead.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signUp, uniqueUser } from './helpers';
import { e2eFakePorts, FAKE_DEVTO_KEY, FAKE_WP } from './fake-ports';

// axe-core is injected into the page.
test.use({ bypassCSP: true });

const FAKES = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));

async function api(page: Page, method: 'post' | 'patch', url: string, data?: object) {
  const origin = new URL(page.url()).origin;
  const res = await page.request[method](url, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

test('the home is chosen in the Publish dialog, and the dialog shows the URL the other copies point to', async ({
  page,
}) => {
  test.setTimeout(120_000);
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
  await api(page, 'post', '/api/platform-connections', { platformId: idOf('devto'), apiKey: FAKE_DEVTO_KEY });
  const title = `Home choice ${Date.now()}`;
  const blog = await api(page, 'post', '/api/blogs', {
    title,
    content: `<p>${title}: a blog with a home.</p>`,
    tags: 'one',
    category: 'Technology',
    isDraft: false,
  });
  await api(page, 'post', `/api/blogs/${blog.id}/publish`, { platformConnectionId: wp.id });
  let liveUrl = '';
  await expect
    .poll(
      async () => {
        const rows = (await (await page.request.get(`/api/blogs/${blog.id}/publications`)).json()) as {
          status: string;
          platformBlogUrl: string | null;
        }[];
        liveUrl = rows[0]?.platformBlogUrl ?? '';
        return rows[0]?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('published');

  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Published', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${title}"` });
  const home = dialog.getByRole('group', { name: 'Home (canonical)' });
  // The first live copy became the home; the others point to its post.
  await expect(home.getByRole('radio', { name: /^WordPress · / })).toBeChecked();
  await expect(home.getByRole('radio', { name: /^DEV · / })).not.toBeChecked();
  await expect(home.getByTestId('home-points-to')).toHaveText(`Other copies point to ${liveUrl}`);
  await expect(home.getByRole('link', { name: liveUrl })).toHaveAttribute('href', liveUrl);
  const pageOption = home.getByRole('radio', { name: /^Inkgram public page/ });
  await expect(pageOption).toBeDisabled();
  await expect(home.getByText("Make the blog's page public first (Share & export).")).toBeVisible();
  await expectAccessible(page, 'Publish dialog with the home choice');
  await page.keyboard.press('Escape');

  // Once the page is public it can be the home: chosen by keyboard, saved at once.
  await api(page, 'patch', `/api/blogs/${blog.id}/public-page`, { isPublic: true });
  await card.getByRole('button', { name: 'Published', exact: true }).click();
  await expect(pageOption).toBeEnabled();
  await home.getByRole('radio', { name: /^DEV · / }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(pageOption).toBeChecked();
  const saved = (await (await page.request.get(`/api/blogs/${blog.id}/home`)).json()) as {
    kind: string;
    canonicalUrl: string;
  };
  expect(saved).toMatchObject({ kind: 'public-page', canonicalUrl: expect.stringMatching(/\/p\/.+/) });
  await expect(home.getByTestId('home-points-to')).toHaveText(`Other copies point to ${saved.canonicalUrl}`);
  await expect(home.getByRole('radio', { name: /^WordPress · / })).not.toBeChecked();
});
