/** docs/product.md: pages that end a flow offer the way back instead of leaving the creator stranded. */
import { expect, test } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

test('the Instagram connect page without a code says why and sends the creator back home', async ({ page }) => {
  await signUp(page, uniqueUser());
  await page.goto('/connect-instagram');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Over' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { name: 'Welcome to Inkgram' })).toBeVisible();
  await expect(toast(page, 'Nothing was connected. Back on the home page: please try connecting again.')).toBeVisible();
});

test('an Instagram error on the connect page is shown, then the creator is back home', async ({ page }) => {
  await signUp(page, uniqueUser());
  await page.goto('/connect-instagram?error=access_denied&error_description=The+user+denied+your+request');
  await expect(page.getByText('Connection error: The user denied your request')).toBeVisible();
  await expect(toast(page, 'Connection Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
});

test('the 404 page offers the way back home', async ({ page }) => {
  await signUp(page, uniqueUser());
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Inkgram' })).toBeVisible();
});
