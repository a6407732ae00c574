import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

/**
 * Blogs end to end on this branch: a blog is created through the API (generating from a selected
 * Instagram post needs the Instagram branch's accounts and posts), then edited in the editor with
 * toolbar actions, improved with an assistant preset, saved, found in My Blogs and deleted.
 */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PICTURE_URL = 'https://images.example.com/crumb.jpg';

async function createBlogViaApi(page: Page) {
  const res = await page.request.post('/api/blogs', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      title: 'Sourdough diaries',
      content:
        '<p>i baked bread today , it was really good!!! The crust crackled.</p><p>Second paragraph about the crumb.</p>',
      tags: 'baking, bread, , sourdough, extra',
      category: 'Food & Recipes',
      isDraft: false,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

test('edit a blog with the toolbar and the assistant, save it, find it in My Blogs and delete it', async ({ page }) => {
  test.setTimeout(60_000); // a long journey through four screens
  await signUp(page, uniqueUser());
  const blog = await createBlogViaApi(page);

  await page.goto('/my-blogs');
  await expect(page.getByRole('heading', { name: 'My Blog Posts' })).toBeVisible();
  const card = page.getByTestId('blog-card');
  await expect(card.getByRole('heading', { name: 'Sourdough diaries' })).toBeVisible();
  await expect(card.getByText('Food & Recipes')).toBeVisible();
  await expect(card.getByText('#baking')).toBeVisible();
  await expect(card.getByText('+1 more')).toBeVisible();
  await expect(card.getByText(/i baked bread today/)).toBeVisible();

  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-blog/${blog.id}$`));
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('The crust crackled.');

  // Toolbar: a Heading 2 and a bold line at the end of the post.
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Heading 2', exact: true }).click();
  await page.keyboard.type('Crust matters');
  await expect(editor.locator('h2')).toHaveText('Crust matters');
  await expect(page.getByRole('button', { name: 'Heading 2', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('Bake it dark.');
  await expect(editor.locator('strong')).toHaveText('Bake it dark.');
  // Link popover: a disallowed scheme is refused, an https link is added; links do not navigate.
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByLabel('Link URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(/Links may use http, https/)).toBeVisible();
  await page.getByLabel('Link URL').fill('https://example.com/bread');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(editor.locator('a[href="https://example.com/bread"]')).toHaveText('Bake it dark.');
  // Inside the link (a few pixels in, never on its boundary): the Link button is active and offers removal.
  await editor.locator('a').click({ position: { x: 12, y: 6 } });
  await expect(page.getByRole('button', { name: 'Link', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/edit-blog\//); // clicking a link in the editor does not navigate
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('button', { name: 'Remove Link' }).click();
  await expect(editor.locator('a')).toHaveCount(0);
  // Image popover: a data: URL is refused (pictures are files: docs/decisions/028), an address is
  // added, and its alt text step skipped; Undo and Redo take the picture out and back.
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  await page.getByLabel('Image URL').fill(PIXEL);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(/Use an http\(s\) image address, or upload/)).toBeVisible();
  await page.getByLabel('Image URL').fill(PICTURE_URL);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(editor.locator('img')).toHaveAttribute('src', PICTURE_URL);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(editor.locator('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(editor.locator('img')).toHaveCount(1);

  // AI Writing Assistant (the built-in writer): review the diff, then apply.
  await page.getByRole('button', { name: /AI Writing Assistant/ }).click();
  await page.getByRole('radio', { name: 'Fix Grammar & Style' }).click();
  await page.getByRole('button', { name: 'Enhance Content' }).click();
  await expect(toast(page, 'Content enhanced')).toBeVisible();
  // The proposal is brought into view, Apply with it (it is drawn below the form, under the fold).
  await expect(
    page.getByRole('region', { name: 'Suggested changes' }).getByRole('button', { name: 'Apply' }),
  ).toBeInViewport();
  const diff = page.getByTestId('enhance-diff');
  await expect(diff.locator('ins').first()).toBeVisible();
  await expect(diff.locator('del').first()).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Changes applied')).toBeVisible();
  // The changes arrive as suggestions in the editor (docs/product.md): accept them all.
  await page.getByRole('region', { name: 'Suggested changes' }).getByRole('button', { name: 'Accept all' }).click();
  await expect(editor).toContainText('I baked bread today, it was really good! The crust crackled.');
  await expect(page.getByRole('button', { name: 'Enhance Content' })).toBeHidden(); // collapsed

  await page.getByLabel('Tags (comma separated)').fill('baking, , bread, baking');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Blog Updated')).toBeVisible();

  // Saved for real: a fresh load shows the edits.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Content' }).locator('h2')).toHaveText('Crust matters');
  await expect(page.getByLabel('Tags (comma separated)')).toHaveValue('baking, bread');

  await page.getByRole('link', { name: 'Back to My Blogs' }).click();
  await expect(page).toHaveURL(/\/my-blogs$/);
  await card.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Blog Post' });
  await expect(
    dialog.getByText('Are you sure you want to delete this blog post? This action cannot be undone.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Blog Deleted')).toBeVisible();
  await expect(page.getByText('No blogs yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Your First Blog' })).toBeVisible();
});

test('the create page asks for a post before generating', async ({ page }) => {
  await signUp(page, uniqueUser());
  await page.goto('/create');
  await expect(page.getByText('No post selected')).toBeVisible();
  await expect(page.getByText('Select an Instagram post from the left panel to generate a blog post')).toBeVisible();
});

test('hostile HTML saved through the API never runs in the editor or the card', async ({ page }) => {
  await signUp(page, uniqueUser());
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  const res = await page.request.post('/api/blogs', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      title: '"><img src=x onerror=alert(1)>',
      content:
        '<p>safe</p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">click</a><svg onload=alert(4)></svg>',
    },
  });
  const { id } = (await res.json()) as { id: number };
  await page.goto('/my-blogs');
  await expect(page.getByText('"><img src=x onerror=alert(1)>')).toBeVisible(); // shown as text
  await page.goto(`/edit-blog/${id}`);
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('safe');
  await page.getByRole('textbox', { name: 'Content' }).getByText('click').click();
  await page.waitForTimeout(300);
  expect(dialogs).toBe(0);
});
