import { expect, test } from '@playwright/test';
import { logOut, signUp, toast, uniqueUser } from './helpers';

test.describe('accounts', () => {
  test('sign up shows validation errors, then creates the account', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByText('Create an account')).toBeVisible();

    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    const user = uniqueUser();
    await page.getByLabel('Full Name').fill(user.name);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(toast(page, 'Registration successful!')).toBeVisible();
    await expect(toast(page, `Welcome to Inkgram, ${user.name}!`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Inkgram' })).toBeVisible();
  });

  test('a taken username is reported by the server', async ({ page }) => {
    const user = uniqueUser();
    await signUp(page, user);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(`other-${user.email}`);
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page, 'Registration failed')).toBeVisible();
    await expect(toast(page, 'That username is already taken. Please choose another.')).toBeVisible();
  });

  test('log out, then log in again (wrong password first)', async ({ page, isMobile }) => {
    const user = uniqueUser();
    await signUp(page, user);
    await logOut(page, Boolean(isMobile));
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, 'Logged out')).toBeVisible();

    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(toast(page, 'Invalid username or password')).toBeVisible();

    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(toast(page, `You're now logged in as ${user.username}.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Inkgram' })).toBeVisible();

    // Signed-in visitors of /auth are sent home.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('login fields are required', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByText('Welcome back')).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });
});

test.describe('routing', () => {
  test('protected pages redirect to /auth when signed out', async ({ page }) => {
    // Home needs no `next`; other pages are remembered so that signing in returns to them.
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    for (const path of ['/my-blogs', '/writing-prompts']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
    }
  });

  test('unknown paths show the not-found screen', async ({ page }) => {
    const res = await page.goto('/definitely/not/here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the header menu reaches every destination', async ({ page, isMobile }) => {
    await signUp(page, uniqueUser());
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('navigation', { name: 'Main' });
      await expect(panel).toBeVisible();
      await panel.getByRole('link', { name: 'Writing Prompts' }).click();
      await expect(page).toHaveURL(/\/writing-prompts$/);
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveCount(0);
    } else {
      await page.getByTestId('user-menu-trigger').click();
      await expect(page.getByText('My Account')).toBeVisible();
      await page.getByRole('menuitem', { name: 'My Blogs' }).click();
      await expect(page).toHaveURL(/\/my-blogs$/);
    }
    // The page it reached, with its own heading only (while its code loads, the page shell's).
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(isMobile ? 'Writing Prompts' : 'My Blog Posts');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(heading).toHaveCount(1);
  });
});
