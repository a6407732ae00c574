/**
 * docs/decisions/046-per-destination-fields-and-preview.md in Chromium, desktop and phone, against
 * the fake DEV of fakes-setup.ts: the creator opens 'Adjust for DEV' by keyboard in the Publish
 * dialog, is stopped by DEV's tag limit before sending, previews what DEV will receive, publishes,
 * and the fake DEV holds exactly that title, those tags, that excerpt and that Markdown.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';
import { e2eFakePorts, FAKE_DEVTO_KEY } from './fake-ports';

const FAKES = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));

interface DevArticleView {
  title: string;
  description: string;
  tag_list: string[];
  body_markdown: string;
}

async function api(page: Page, url: string, data: object) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(url, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

/** What the fake DEV stored under this title (its own-articles list, as DEV answers it). */
async function devArticle(page: Page, title: string): Promise<DevArticleView | undefined> {
  const res = await page.request.get(`http://127.0.0.1:${FAKES.devto}/api/articles/me/all?per_page=1000`, {
    headers: { 'api-key': FAKE_DEVTO_KEY },
  });
  return ((await res.json()) as DevArticleView[]).find((a) => a.title === title);
}

test('a DEV title, tags and excerpt of its own: limits checked, previewed, and what DEV stores', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueUser());
  const platforms = (await (await page.request.get('/api/publishing-platforms')).json()) as {
    id: number;
    name: string;
  }[];
  await api(page, '/api/platform-connections', {
    platformId: platforms.find((p) => p.name === 'devto')?.id,
    apiKey: FAKE_DEVTO_KEY,
  });
  const stamp = Date.now();
  const title = `Adjusted for DEV ${stamp}`;
  const devTitle = `Only DEV sees this title ${stamp}`;
  const blog = await api(page, '/api/blogs', {
    title,
    content: '<h2>Early light</h2><p>The trail is <strong>empty</strong> at dawn.</p>',
    tags: 'one, two, three',
    category: 'Technology',
    isDraft: false,
  });

  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${title}"` });

  // The disclosure opens from the keyboard.
  const adjust = dialog.getByRole('button', { name: 'Adjust for DEV' });
  await adjust.focus();
  await page.keyboard.press('Enter');
  await expect(adjust).toHaveAttribute('aria-expanded', 'true');
  const fields = dialog.getByRole('group', { name: 'Adjust for DEV' });
  await fields.getByLabel('Title').fill(devTitle);
  await fields.getByLabel('Tags').fill('alpha, beta, gamma, delta, epsilon');
  await expect(fields.getByText('Tags for DEV: at most 4 (5 given).')).toBeVisible();
  await expect(fields.getByRole('button', { name: 'Preview on DEV' })).toBeDisabled();
  await fields.getByLabel('Tags').fill('alpha, beta');
  await fields.getByLabel('Excerpt').fill('Only on DEV.');

  await fields.getByRole('button', { name: 'Preview on DEV' }).click();
  const preview = dialog.getByRole('region', { name: 'What DEV will receive' });
  await expect(preview.getByTestId('preview-title')).toHaveText(devTitle);
  await expect(preview.getByTestId('preview-tags')).toHaveText('#alpha #beta');
  await expect(preview.getByTestId('preview-excerpt')).toHaveText('Only on DEV.');
  await expect(preview.getByTestId('preview-body').getByText('empty')).toBeVisible();
  const markdown = (await preview.getByTestId('preview-markdown').textContent()) ?? '';
  expect(markdown).toContain('**empty**');

  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect
    .poll(async () => (await devArticle(page, devTitle))?.tag_list, { timeout: 60_000 })
    .toEqual(['alpha', 'beta']);
  const stored = await devArticle(page, devTitle);
  expect(stored).toMatchObject({ description: 'Only on DEV.', body_markdown: markdown });
  expect(await devArticle(page, title)).toBeUndefined();

  // The history keeps the destination's own fields for later updates.
  const rows = (await (await page.request.get(`/api/blogs/${blog.id}/publications`)).json()) as {
    overrides: unknown;
  }[];
  expect(rows[0]?.overrides).toEqual({ title: devTitle, tags: ['alpha', 'beta'], excerpt: 'Only on DEV.' });
});
