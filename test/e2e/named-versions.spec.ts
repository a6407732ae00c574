import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signUp, toast, uniqueUser } from './helpers';

/**
 * docs/decisions/034-named-versions-and-authors.md: in History, name a past version and the current
 * one, filter 'Named versions only', and see a version's own changes in its author's colour, named
 * in the legend and on focus.
 */
test.use({ bypassCSP: true }); // the axe audit injects its script

async function createBlogViaApi(page: Page) {
  const res = await page.request.post('/api/blogs', {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'Harbour evenings', content: '<p>The boats come home at dusk.</p>', isDraft: true },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

test('name versions, filter the named ones, see who added what in a version', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueUser()); // Maya Lens
  const blog = await createBlogViaApi(page);
  await page.goto(`/edit-blog/${blog.id}`);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('The boats come home at dusk.');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Lanterns swing over the nets.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Blog Updated')).toBeVisible();

  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'Version history' });
  const versions = panel.getByRole('list', { name: 'Version history' }).getByRole('button');
  await expect(versions).toHaveCount(2);
  // Each version shows its author: initials on their colour, and their name.
  await expect(versions.nth(0)).toContainText('Maya Lens');
  await expect(versions.nth(0).getByTestId('author-avatar')).toHaveText('ML');

  // Name the created version: a blank name is refused with the shared message, then it is named.
  await versions.nth(1).click();
  await panel.getByRole('button', { name: 'Name this version' }).click();
  const nameField = panel.getByRole('textbox', { name: 'Version name' });
  await expect(nameField).toBeFocused();
  await nameField.fill('   ');
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expect(panel.getByText('Give the version a name')).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await nameField.fill('Sent to editor');
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expect(versions.nth(1)).toContainText('Sent to editor');
  await expect(panel.getByText('Named: Sent to editor')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Rename' })).toBeFocused();

  // Rename it; Remove name takes it away, and it is named again.
  await panel.getByRole('button', { name: 'Rename' }).click();
  await expect(panel.getByRole('textbox', { name: 'Version name' })).toHaveValue('Sent to editor');
  await panel.getByRole('textbox', { name: 'Version name' }).fill('Sent to Ines');
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expect(versions.nth(1)).toContainText('Sent to Ines');
  await panel.getByRole('button', { name: 'Remove name' }).click();
  await expect(versions.nth(1)).not.toContainText('Sent to Ines');
  await expect(panel.getByRole('button', { name: 'Name this version' })).toBeFocused();
  await panel.getByRole('button', { name: 'Name this version' }).click();
  await panel.getByRole('textbox', { name: 'Version name' }).fill('Sent to editor');
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expect(versions.nth(1)).toContainText('Sent to editor');

  // Name the current version too, then filter: only the two named ones remain, the newest first.
  await panel.getByRole('button', { name: 'Name current version' }).click();
  await panel.getByRole('textbox', { name: 'Version name' }).fill('Final draft');
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expect(versions.nth(0)).toContainText('Final draft');
  await panel.getByRole('checkbox', { name: 'Named versions only' }).check();
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Final draft');
  await expect(versions.nth(1)).toContainText('Sent to editor');

  // The saved version's own changes: what Maya added, in her colour, named in the legend and on focus.
  await versions.nth(0).click();
  await panel.getByRole('button', { name: 'Changes made in this version' }).click();
  await expect(panel.getByRole('heading', { name: 'Changes made in this version' })).toBeVisible();
  const legend = panel.getByTestId('added-legend');
  await expect(legend).toHaveText(/Added by Maya Lens/);
  const added = panel.getByTestId('version-changes').locator('ins');
  await expect(added).toContainText('Lanterns swing over the nets.');
  await expect(added).toHaveAttribute('title', 'Added by Maya Lens');
  const avatarColour = await legend.getByTestId('author-avatar').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await added.evaluate((el) => getComputedStyle(el).borderBottomColor)).toBe(avatarColour);
  await added.focus();
  await expect(panel.getByTestId('focused-author')).toHaveText('Added by Maya Lens'); // named on focus
  await page.screenshot({ path: `test-results/named-versions-${test.info().project.name}.png` });
  await expectAccessible(page, 'history: a version’s own changes');

  // The created version has no earlier one: all its text is shown as added.
  await panel.getByRole('checkbox', { name: 'Named versions only' }).uncheck();
  await expect(versions).toHaveCount(2);
  await versions.nth(1).click();
  await panel.getByRole('button', { name: 'Changes made in this version' }).click();
  await expect(panel.getByText('The oldest version kept')).toBeVisible();
  await expect(panel.getByTestId('version-changes').locator('ins')).toContainText('The boats come home at dusk.');
});
