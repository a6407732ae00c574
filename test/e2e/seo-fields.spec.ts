import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signUp, toast, uniqueUser } from './helpers';

/**
 * docs/decisions/018-publishing-destinations-and-modes.md: the editor's SEO section. The creator fills in the SEO title, meta description, slug
 * and featured image alt text; the length hints and the search-result preview follow as they type;
 * Save keeps them, and they are there after a reload. Run at 1280 px (desktop) and 390 px (phone).
 */
test.use({ bypassCSP: true }); // only for the axe audit's injected script

async function createBlogViaApi(page: Page) {
  const res = await page.request.post('/api/blogs', {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'Crème brûlée at home', content: '<p>Burnt sugar over cold custard.</p>', isDraft: true },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

test('edit the SEO fields, watch the hints and preview, save, reload: still there', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueUser());
  const blog = await createBlogViaApi(page);
  await page.goto(`/edit-blog/${blog.id}`);
  const panel = page.getByTestId('seo-panel');
  await expect(panel.getByRole('heading', { name: 'SEO' })).toBeVisible();

  const seoTitle = page.getByLabel('SEO title');
  const description = page.getByLabel('Meta description');
  const slug = page.getByLabel('Slug');
  const alt = page.getByLabel('Featured image alt text');
  const preview = page.getByTestId('seo-preview');

  // Empty: the preview uses the post title, the title's slug and the body text.
  await expect(page.getByTestId('seoTitle-hint')).toHaveAttribute('data-state', 'empty');
  await expect(seoTitle).toHaveAccessibleDescription(/0 of 60 characters\. Empty: the post title is used\./);
  await expect(page.getByTestId('seo-preview-title')).toHaveText('Crème brûlée at home');
  await expect(page.getByTestId('seo-preview-url')).toContainText('› creme-brulee-at-home');
  await expect(page.getByTestId('seo-preview-description')).toHaveText('Burnt sugar over cold custard.');

  // A short SEO title is amber-ish 'short'; 50–60 is good; past 60 it says by how much.
  await seoTitle.fill('Crème brûlée at home');
  await expect(page.getByTestId('seoTitle-hint')).toHaveAttribute('data-state', 'short');
  await expect(page.getByTestId('seoTitle-hint')).toContainText('20 / 60');
  const good = 'Crème brûlée at home: five tips for a glassy, crackly top';
  await seoTitle.fill(good);
  await expect(page.getByTestId('seoTitle-hint')).toHaveAttribute('data-state', 'good');
  await expect(seoTitle).toHaveAccessibleDescription(/57 of 60 characters\. Good length\./);
  await expect(page.getByTestId('seo-preview-title')).toHaveText(good);
  const tooLong = `${good}, and what to do when the custard weeps`;
  await seoTitle.fill(tooLong);
  const by = `Too long by ${tooLong.length - 60}: at most 60 characters.`;
  await expect(page.getByTestId('seoTitle-hint')).toHaveAttribute('data-state', 'over');
  await expect(page.getByTestId('seoTitle-hint')).toContainText(by);
  // The screen reader is told once the state changes.
  await expect(panel.getByRole('status')).toHaveText(`SEO title: ${by}`);
  // Too wide for a result line: the preview cuts it at a word, as search engines do.
  await expect(page.getByTestId('seo-preview-title')).toHaveText(/ \.\.\.$/);
  await seoTitle.fill(good);

  const meta =
    'How to get a glassy, crackly caramel top on crème brûlée without a restaurant kitchen: torch, sugar and timing.';
  await description.fill(meta);
  await expect(page.getByTestId('seoDescription-hint')).toHaveAttribute('data-state', 'short');
  await expect(page.getByTestId('seoDescription-hint')).toContainText(`${meta.length} / 160`);
  await expect(preview).toContainText(meta);
  await description.fill(`${meta} Chill overnight first.`);
  await expect(page.getByTestId('seoDescription-hint')).toHaveAttribute('data-state', 'good');

  // The slug is normalised when the field is left, and the breadcrumb follows as one types.
  await slug.fill('Glassy Top: Crème Brûlée!');
  await expect(page.getByTestId('seo-preview-url')).toContainText('› glassy-top-creme-brulee');
  await slug.press('Tab');
  await expect(slug).toHaveValue('glassy-top-creme-brulee');
  await expect(alt).toBeFocused(); // keyboard order: slug → alt text

  await alt.fill('A torch caramelising sugar on a ramekin of custard');
  await expect(page.getByTestId('featuredImageAlt-hint')).toContainText('50 / 250');

  await expectAccessible(page, 'editor with the SEO section');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Blog Updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('SEO title')).toHaveValue(good);
  await expect(page.getByLabel('Meta description')).toHaveValue(`${meta} Chill overnight first.`);
  await expect(page.getByLabel('Slug')).toHaveValue('glassy-top-creme-brulee');
  await expect(page.getByLabel('Featured image alt text')).toHaveValue(
    'A torch caramelising sugar on a ramekin of custard',
  );
  await expect(page.getByTestId('seo-preview-url')).toContainText('› glassy-top-creme-brulee');
  await page.getByTestId('seo-panel').screenshot({ path: `test-results/seo-panel-${test.info().project.name}.png` });
});

test('a slug with nothing to keep is refused under its field, and nothing is saved', async ({ page }) => {
  await signUp(page, uniqueUser());
  const blog = await createBlogViaApi(page);
  await page.goto(`/edit-blog/${blog.id}`);
  const slug = page.getByLabel('Slug');
  await slug.fill('日本語');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(slug).toHaveAccessibleDescription('Slug needs at least one letter or number (a–z, 0–9)');
  await expect(slug).toBeFocused();
  await page.reload();
  await expect(page.getByLabel('Slug')).toHaveValue('');
});
