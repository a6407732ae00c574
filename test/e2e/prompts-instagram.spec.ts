import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

/** Picks a sample creator on the sandbox consent page and allows access. */
async function consentAs(page: Page, username: string) {
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByText(`@${username}`).click();
  await page.getByRole('button', { name: 'Allow' }).click();
}

/**
 * The account selector of the page itself (the header has another one on desktop, hidden on a
 * phone; the page's comes later in the document).
 */
async function switchAccount(page: Page, username: string) {
  await page.getByRole('button', { name: 'Instagram account' }).last().click();
  await page.getByRole('menuitem', { name: new RegExp(`@${username.replace('.', '\\.')}`) }).click();
  await expect(page.getByRole('button', { name: 'Instagram account' }).last()).toContainText(`@${username}`);
}

test('an Instagram-based prompt: connect, pick a post, pre-fill, edit, save, follow the account', async ({ page }) => {
  test.setTimeout(90_000); // two OAuth round trips and two imports
  const user = uniqueUser();
  await signUp(page, user);

  // No account yet: the From Instagram tab asks to connect one, and connects from there.
  await page.goto('/writing-prompts');
  await page.getByRole('tab', { name: 'From Instagram' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(
    panel.getByText('Connect an Instagram account to generate writing prompts from your posts.'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Connect Instagram' }).click();
  await consentAs(page, 'sunny.kitchen');
  await expect(page).toHaveURL(/\/create$/, { timeout: 10_000 });
  await expect(page.getByTestId('instagram-post').filter({ hasText: 'pancakes' }).first()).toBeVisible({
    timeout: 15_000,
  });
  // A second account, which becomes the selected one.
  await page.getByRole('button', { name: 'Connect new account' }).first().click();
  await consentAs(page, 'wander.lines');
  await expect(page).toHaveURL(/\/create$/, { timeout: 10_000 });
  await expect(page.getByTestId('instagram-post').filter({ hasText: 'Lisbon' }).first()).toBeVisible({
    timeout: 15_000,
  });

  // From Instagram follows the selected account: empty for @wander.lines.
  await page.goto('/writing-prompts');
  await expect(page.getByRole('button', { name: 'Instagram account' }).last()).toContainText('@wander.lines');
  await page.getByRole('tab', { name: 'From Instagram' }).click();
  await expect(panel.getByText('No writing prompts generated from your Instagram posts yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Create Instagram-based Prompt' }).click();

  const form = page.getByRole('dialog', { name: 'Create New Writing Prompt' });
  await expect(form.getByLabel('Type')).toHaveValue('instagram');
  const picker = form.getByRole('radiogroup', { name: 'Instagram Post' });
  await expect(picker.getByRole('radio').first()).toBeVisible();
  // Only this account's posts are offered.
  await expect(picker.getByRole('radio', { name: /pancakes/ })).toHaveCount(0);
  const post = picker.getByRole('radio', { name: /Night train from Vienna/ }).first();
  await post.click();
  await expect(post).toHaveAttribute('aria-checked', 'true');

  // The fields fill in from the post (the built-in writer here).
  await expect(form.getByRole('status')).toHaveText('Filled in from the post. Edit anything before saving.');
  await expect(form.getByLabel('Title')).toHaveValue('Write About: Night Train From Vienna To Venice');
  await expect(form.getByLabel('Description')).toHaveValue(/@wander\.lines says: "Night train from Vienna to Venice/);
  await expect(form.getByLabel('Target Audience')).toHaveValue('Travellers and adventure seekers');
  await expect(form.getByLabel('Keywords (comma-separated)')).toHaveValue(/^slowtravel, nighttrain, interrail/);

  // Everything stays editable before saving.
  const title = `Overnight to Venice ${user.username}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Tone').fill('nostalgic');
  await form.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(toast(page, 'Writing prompt created successfully')).toBeVisible();
  await expect(form).toBeHidden();

  const card = (scope: Page) => scope.getByRole('tabpanel').getByTestId('prompt-card').filter({ hasText: title });
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText('Generated from Instagram post');
  await expect(card(page)).toContainText('nostalgic');
  await expect(card(page)).toContainText('slowtravel');

  await page.getByRole('tab', { name: 'My Prompts' }).click();
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText('Generated from Instagram post');

  // Another account: its own (empty) From Instagram list; back again: the prompt returns.
  await page.getByRole('tab', { name: 'From Instagram' }).click();
  await switchAccount(page, 'sunny.kitchen');
  await expect(panel.getByText('No writing prompts generated from your Instagram posts yet.')).toBeVisible();
  await expect(panel.getByText(title)).toHaveCount(0);
  await switchAccount(page, 'wander.lines');
  await expect(card(page)).toBeVisible();
});
