import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

/** Picks a sample creator on the sandbox consent page and allows access. */
async function consentAs(page: Page, username: string) {
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();
  await page.getByText(`@${username}`).click();
  await page.getByRole('button', { name: 'Allow' }).click();
}

/** Switches the selected account from the header (desktop) or the menu panel (phone). */
async function switchAccount(page: Page, username: string, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: new RegExp(`@${username.replace('.', '\\.')}`) }).click();
  } else {
    await page.getByRole('button', { name: 'Instagram account' }).first().click();
    await page.getByRole('menuitem', { name: new RegExp(`@${username.replace('.', '\\.')}`) }).click();
  }
}

const posts = (page: Page) => page.getByTestId('instagram-post');

test('connect two sandbox accounts, switch between them, filter and select a post', async ({ page, isMobile }) => {
  test.setTimeout(90_000); // two OAuth round trips and two imports
  await signUp(page, uniqueUser());
  await expect(
    page.getByText('You need to connect at least one Instagram account to create blog posts.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Connect Instagram Account' }).click();
  await consentAs(page, 'sunny.kitchen');
  await expect(page.getByRole('heading', { name: 'Instagram Connected!' })).toBeVisible();
  await expect(page.getByText('Redirecting you to the content creation page...')).toBeVisible();
  await expect(toast(page, 'Successfully connected @sunny.kitchen')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await expect(posts(page).first()).toBeVisible({ timeout: 15_000 });

  // Second account through the /create header's connect action.
  await page.getByRole('button', { name: 'Connect new account' }).first().click();
  await consentAs(page, 'wander.lines');
  await expect(page).toHaveURL(/\/create$/, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Instagram account' }).last()).toContainText('@wander.lines');
  await expect(posts(page).filter({ hasText: 'Lisbon' }).first()).toBeVisible({ timeout: 15_000 });

  // Photos is the default filter; Reels shows only reels; All includes videos.
  await expect(page.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Reels' }).click();
  await expect(posts(page).first()).toContainText('Reel');
  for (const label of await posts(page).getByTestId('post-type').allTextContents()) expect(label).toBe('Reel');
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(posts(page).filter({ hasText: 'Video' }).first()).toBeVisible();

  // Select a post: the card shows it.
  const row = posts(page).filter({ hasText: 'Night train from Vienna' }).first();
  await row.click();
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByTestId('selected-post');
  await expect(card).toContainText('@wander.lines');
  await expect(card).toContainText('Night train from Vienna to Venice');
  await expect(card).toContainText('#slowtravel');
  await expect(card.getByRole('img')).toHaveAttribute('src', /^\/media\/[a-f0-9]{64}\.png$/);

  // Switching the account clears the selection and shows the other account's posts.
  await switchAccount(page, 'sunny.kitchen', isMobile);
  await expect(page.getByText('No post selected')).toBeVisible();
  await expect(posts(page).filter({ hasText: 'pancakes' }).first()).toBeVisible();
  await expect(posts(page).filter({ hasText: 'Lisbon' })).toHaveCount(0);

  // The choice survives a reload (selectedAccountId in local storage).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Instagram account' }).last()).toContainText('@sunny.kitchen');
});

test('cancelling on the consent page ends on Connection Failed with Start Over', async ({ page }) => {
  await signUp(page, uniqueUser());
  await page.getByRole('button', { name: 'Connect Instagram Account' }).click();
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Connection Failed' })).toBeVisible();
  await expect(page.getByText('Connection error: The user denied your request')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Manual Connection' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Over' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Connect Instagram Account' })).toBeVisible();
});
