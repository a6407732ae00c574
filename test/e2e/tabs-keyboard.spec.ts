import { expect, test } from '@playwright/test';

// Tabs follow the WAI-ARIA "automatic activation" pattern (client/components/ui/tabs.tsx).
test('the sign-in tabs work from the keyboard and every tab names a panel that exists', async ({ page }) => {
  await page.goto('/auth');
  const login = page.getByRole('tab', { name: 'Login' });
  const signUp = page.getByRole('tab', { name: 'Sign Up' });
  await expect(login).toHaveAttribute('aria-selected', 'true');
  await expect(signUp).toHaveAttribute('tabindex', '-1'); // one tab stop for the whole list

  await login.focus();
  await page.keyboard.press('ArrowRight');
  await expect(signUp).toBeFocused();
  await expect(signUp).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Create an account')).toBeVisible();

  await page.keyboard.press('Home');
  await expect(login).toBeFocused();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.keyboard.press('End');
  await expect(signUp).toBeFocused();
  await page.keyboard.press('ArrowRight'); // wraps around
  await expect(login).toHaveAttribute('aria-selected', 'true');

  for (const tab of await page.getByRole('tab').all()) {
    const panelId = await tab.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    await expect(page.locator(`[id="${panelId}"]`)).toHaveAttribute('role', 'tabpanel');
  }
  // Tab from the selected tab goes into its panel's form, not to the other tab.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test('a failed sign-in keeps focus on the first field to fix, with the spec’s message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
});
