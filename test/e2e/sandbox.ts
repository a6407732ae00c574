import { expect, type Page } from '@playwright/test';

/** Connects the sandbox Instagram's `username` from /create, through its consent page, back to /create. */
export async function connectSandbox(page: Page, username: string) {
  await page.getByRole('button', { name: 'Connect Instagram Account' }).click();
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByText(`@${username}`).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/create$/, { timeout: 15_000 });
}
