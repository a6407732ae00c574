/**
 * The whole create flow on the merged app (docs/decisions/007-instagram-sync-and-sandbox.md, docs/decisions/008-ai-writers-and-blog-html.md): a sandbox Instagram account connected
 * through the consent page, a photo post turned into a blog by the built-in writer, edited, saved,
 * found in My Blogs with its stored featured image, then improved with an assistant preset.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

async function connectSandbox(page: Page, username: string) {
  await page.getByRole('button', { name: 'Connect Instagram Account' }).click();
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByText(`@${username}`).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/create$/, { timeout: 15_000 });
}

const posts = (page: Page) => page.getByTestId('instagram-post');
const composer = (page: Page) => page.getByRole('region', { name: 'Blog post' });

test('generate a blog from a sandbox photo post, edit, save, find it in My Blogs, enhance and save', async ({
  page,
}) => {
  test.setTimeout(90_000); // OAuth round trip, import, generation and two saves
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');

  // No post yet: the right panel says so; Regenerate and Save Blog are disabled; Generate asks for a post.
  const panel = composer(page);
  await expect(panel.getByText('No post selected')).toBeVisible();
  await expect(page.getByText('No post selected')).toHaveCount(1); // one empty state, not two
  await expect(panel.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Save Blog' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(toast(page, 'No Post Selected')).toBeVisible();

  // Photos is the default filter: pick the Lisbon photo post.
  await expect(page.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
  const lisbon = posts(page).filter({ hasText: 'Golden hour over the Alfama rooftops' }).first();
  await expect(lisbon).toBeVisible({ timeout: 15_000 });
  await lisbon.click();
  await expect(page.getByTestId('selected-post')).toContainText('Golden hour over the Alfama rooftops');
  await expect(panel.getByText('No blog generated yet')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save Blog' })).toBeDisabled();

  await panel.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(toast(page, 'Blog Generated!')).toBeVisible({ timeout: 15_000 });
  const title = panel.getByLabel('Blog Title');
  await expect(title).not.toHaveValue('');
  const editor = panel.getByRole('textbox', { name: 'Content' });
  // The built-in writer keeps the creator's words and adds no filler: a two-line caption, a short article.
  await expect(editor).toContainText('Lisbon, you have my heart.');
  await expect(panel.getByLabel('Tags (comma-separated)')).toHaveValue(/lisbon/);
  await expect(panel.getByLabel('Category')).toHaveValue('Travel');
  await expect(panel.getByTestId('writer-note')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Regenerate' })).toBeEnabled();

  const newTitle = `Rooftops of Alfama ${Date.now().toString(36)}`;
  await title.fill(newTitle);
  await panel.getByRole('button', { name: 'Save Blog' }).click();
  await expect(toast(page, 'Blog Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/); // saving keeps the user on the page
  await expect(title).toHaveValue(newTitle);

  await page.getByRole('link', { name: 'My Blogs' }).first().click();
  await expect(page).toHaveURL(/\/my-blogs$/);
  const card = page.getByTestId('blog-card').filter({ hasText: newTitle });
  await expect(card).toBeVisible();
  await expect(card.getByText('Travel', { exact: true })).toBeVisible();
  const image = card.locator('img').first();
  await expect(image).toHaveAttribute('src', /^\/media\/[a-f0-9]{64}\.\w+$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/edit-blog\/\d+$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(newTitle);
  const content = page.getByRole('textbox', { name: 'Content' });
  await expect(content).toContainText('Lisbon');
  await page.getByRole('button', { name: /AI Writing Assistant/ }).click();
  // The creator's voice ends the article with their emoji; Professional suggests taking all of them
  // out (the flag too), and Reset leaves the text as it was.
  await page.getByRole('radio', { name: 'Professional Tone' }).click();
  await page.getByRole('button', { name: 'Enhance Content' }).click();
  const suggested = page.getByRole('region', { name: 'Suggested changes' });
  await expect(suggested.getByRole('deletion').first()).toContainText('🌅🇵🇹');
  await expect(suggested.getByRole('insertion').filter({ hasText: '🇵🇹' })).toHaveCount(0);
  await suggested.getByRole('button', { name: 'Reset' }).click();
  // Nothing to fix in its grammar: the assistant says so instead of reporting success.
  await page.getByRole('radio', { name: 'Fix Grammar & Style' }).click();
  await page.getByRole('button', { name: 'Enhance Content' }).click();
  await expect(page.getByTestId('enhance-unchanged')).toContainText('No changes suggested');
  // Expand adds nothing but the article's own sentences: a one-line article has nothing to add
  // (never a stock 'To sum up…' closing).
  await page.getByRole('radio', { name: 'Expand Content' }).click();
  await page.getByRole('button', { name: 'Enhance Content' }).click();
  await expect(page.getByTestId('enhance-unchanged')).toContainText('nothing to add from its own content');
  await page.getByRole('radio', { name: 'Professional Tone' }).click();
  await page.getByRole('button', { name: 'Enhance Content' }).click();
  await expect(toast(page, 'Content enhanced')).toBeVisible();
  await expect(page.getByTestId('enhance-diff')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Changes applied')).toBeVisible();
  await page.getByRole('region', { name: 'Suggested changes' }).getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Blog Updated')).toBeVisible();
});

test('picking another post clears the generated blog', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');
  const panel = composer(page);
  await posts(page).filter({ hasText: 'Golden hour over the Alfama rooftops' }).first().click();
  await panel.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(toast(page, 'Blog Generated!')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByLabel('Blog Title')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save Blog' })).toBeEnabled();

  await posts(page).filter({ hasText: 'Six hours of hiking' }).first().click();
  await expect(page.getByTestId('selected-post')).toContainText('Six hours of hiking');
  await expect(panel.getByText('No blog generated yet')).toBeVisible();
  await expect(panel.getByLabel('Blog Title')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Save Blog' })).toBeDisabled();
  // docs/product.md §2: Regenerate is disabled only with no post.
  await expect(panel.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
});
