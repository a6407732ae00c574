import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

/**
 * docs/decisions/019-nobodys-words-are-lost.md: the editor's History panel. A blog is edited and saved, History shows the earlier
 * version with a diff against the current text, and Restore (after a confirmation) brings it back.
 */
async function createBlogViaApi(page: Page) {
  const res = await page.request.post('/api/blogs', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      title: 'Harbour mornings',
      content: '<p>The boats leave before the sun.</p><p>Nets dry on the wall.</p>',
      tags: 'sea, morning',
      category: 'Travel',
      isDraft: true,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

test('edit and save a blog, open History, see the diff, restore the first version', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueUser());
  const blog = await createBlogViaApi(page);
  await page.goto(`/edit-blog/${blog.id}`);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('The boats leave before the sun.');

  // Edit: a new last paragraph, then save.
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Gulls take the last sardines.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Blog Updated')).toBeVisible();

  // History: newest first, the created version compared with the current text.
  const history = page.getByRole('button', { name: 'History' });
  await history.click();
  const panel = page.getByRole('dialog', { name: 'Version history' });
  await expect(panel).toBeVisible();
  const versions = panel.getByRole('list', { name: 'Version history' }).getByRole('button');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Saved');
  await expect(versions.nth(1)).toContainText('Created');
  await expect(versions.nth(1)).toContainText('11 words');

  await versions.nth(1).click();
  await expect(versions.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('heading', { name: 'Changes from this version to the current text' })).toBeFocused();
  const diff = panel.getByTestId('version-diff');
  await expect(diff.locator('ins')).toContainText('Gulls take the last sardines.');
  await expect(diff).toContainText('The boats leave before the sun.');
  await page.screenshot({ path: 'test-results/version-history-panel.png' });

  // Restore asks first; Cancel changes nothing.
  await panel.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(confirm).toContainText('The current text is kept in the history');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await panel.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore this version' })
    .click();
  await expect(toast(page, 'Version restored')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(history).toBeFocused();
  await expect(editor).not.toContainText('Gulls take the last sardines.');
  await expect(editor).toContainText('Nets dry on the wall.');

  // The restored text is what the server holds, and what it replaced is in the history.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Content' })).not.toContainText('Gulls');
  await page.getByRole('button', { name: 'History' }).click();
  const after = page.getByRole('dialog', { name: 'Version history' }).getByRole('list').getByRole('button');
  await expect(after.nth(0)).toContainText('Before restore');
  await after.nth(0).click();
  await expect(page.getByTestId('version-diff').locator('del')).toContainText('Gulls take the last sardines.');
});
