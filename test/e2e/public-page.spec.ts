/**
 * docs/decisions/022-public-pages.md: a creator makes a blog public from My Blogs, reads it on its Inkgram page as anyone
 * would, records the Medium copy and downloads the Markdown.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';

test('make a blog public, open its page, record the Medium copy and export Markdown', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(60_000);
  const user = uniqueUser();
  await signUp(page, user);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/blogs', {
    headers: { origin },
    data: {
      title: 'Lemon ricotta pancakes',
      content:
        '<h2>The batter</h2><p>Whisk <strong>250 g</strong> ricotta, 2 eggs and the zest of a lemon.</p><ul><li>Rest it 10 minutes</li><li>Cook on a low heat</li></ul><blockquote>Brown butter makes them.</blockquote>',
      tags: ['breakfast', 'pancakes'],
      category: 'Food & Recipes',
      seoDescription: 'Fluffy lemon ricotta pancakes in 20 minutes.',
    },
  });
  expect(res.status()).toBe(201);

  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: 'Lemon ricotta pancakes' });
  await card.getByRole('button', { name: /Share & export/ }).click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByText('Only you can see this blog.', { exact: false })).toBeVisible();
  const publicSwitch = dialog.getByRole('switch', { name: /Public page on Inkgram/ });
  await publicSwitch.click();
  await expect(publicSwitch).toBeChecked();
  // (Toasts are outside the modal dialog, hidden from the accessibility tree while it is open.)
  await expect(dialog.getByText('Anyone with the link can read this blog.')).toBeVisible();
  const link = dialog.getByTestId('public-page-url');
  const url = `${origin}/p/${user.username.toLowerCase()}/lemon-ricotta-pancakes`;
  await expect(link).toHaveText(url);
  await dialog.getByRole('checkbox', { name: /Add a disclosure when I publish/ }).click();
  await expect(dialog.getByRole('checkbox', { name: /Add a disclosure when I publish/ })).toBeChecked();

  // The page as a stranger sees it: a fresh browser context, no session.
  const anonymous = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const reader = await anonymous.newPage();
  const response = await reader.goto(url);
  expect(response?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Lemon ricotta pancakes');
  await expect(reader.getByText('Drafted with AI from my Instagram post, edited by me')).toBeVisible();
  await expect(reader.getByText('Rest it 10 minutes')).toBeVisible();
  await expect(reader.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Lemon ricotta pancakes');
  await expect(reader.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  const width = await reader.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width).toBeLessThanOrEqual(reader.viewportSize()?.width ?? 0);
  await reader.screenshot({ path: info.outputPath(`public-page-${info.project.name}.png`), fullPage: true });
  await anonymous.close();

  // Medium: a non-medium address is refused on the spot; the story's address is recorded.
  const mediumInput = dialog.getByLabel('Your story on Medium');
  await mediumInput.fill('https://example.com/my-story');
  await dialog.getByRole('button', { name: 'Save Medium address' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Paste the address of your story on medium.com/);
  await mediumInput.fill('https://medium.com/@maya/lemon-ricotta-pancakes-1a2b3c');
  await dialog.getByRole('button', { name: 'Save Medium address' }).click();
  await expect(dialog.getByTestId('medium-url')).toHaveText('https://medium.com/@maya/lemon-ricotta-pancakes-1a2b3c');

  // Markdown download: named after the slug, with front matter pointing at the public page.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('lemon-ricotta-pancakes.md');
  const markdown = await readFile((await download.path()) ?? '', 'utf8');
  expect(markdown).toContain('title: "Lemon ricotta pancakes"');
  expect(markdown).toContain(`canonical: "${url}"`);
  expect(markdown).toContain('description: "Fluffy lemon ricotta pancakes in 20 minutes."');
  expect(markdown).toContain('## The batter');
  expect(markdown).toContain('**250 g** ricotta');
  await page.screenshot({ path: info.outputPath(`share-dialog-${info.project.name}.png`) });

  // Off again: the page is gone for everyone, once the server has answered (the switch shows the
  // change at once, and is disabled until then).
  const turnedOff = page.waitForResponse((r) => r.url().endsWith('/public-page') && r.request().method() === 'PATCH');
  await publicSwitch.click();
  expect((await turnedOff).status()).toBe(200);
  await expect(publicSwitch).not.toBeChecked();
  await expect(dialog.getByText('Only you can see this blog.', { exact: false })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
