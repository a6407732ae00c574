import { expect, type Page } from '@playwright/test';

/** One helper for connecting the sandbox account (test/e2e/sandbox.ts), also offered here. */
export { connectSandbox } from './sandbox';

export const uniqueUser = () => {
  const username = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: 'Maya Lens', username, email: `${username}@example.com`, password: 'sunset-over-lisbon' };
};

export type TestUser = ReturnType<typeof uniqueUser>;

/** Signs up through the UI and waits for the signed-in welcome screen. */
export async function signUp(page: Page, user: TestUser) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$|\/create$/);
}

/** Opens the account menu on desktop or the menu panel on a phone, then clicks Logout. */
export async function logOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  } else {
    await page.getByTestId('user-menu-trigger').click();
  }
  await page
    .getByRole('menuitem', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Logout' }))
    .click();
}

/** A visible toast's text (Radix also repeats toasts in a hidden live region, which this skips). */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /notifications/i })
    .locator('li')
    .getByText(text, { exact: true });
