import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newestOutboxMatch } from '../helpers/invitations';
import { signUp, toast, uniqueUser } from './helpers';

/** The e2e server runs on the embedded defaults: no SMTP_URL, so email lands in DATA_DIR/outbox (playwright.config.ts). */
const OUTBOX = path.join('.data-test', `e2e-${process.env.E2E_PORT ?? 4321}`, 'outbox');

/** The reset link of the newest outbox message to `email`, decoded from its quoted-printable text part. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = newestOutboxMatch([OUTBOX], email, (text) =>
          text.includes('Subject: Reset your Inkgram password')
            ? /https?:\/\/[^\s"<>]+\/auth\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0]
            : undefined,
        );
        return link;
      },
      { message: 'the reset email in the outbox', timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

async function askForLink(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "If an account uses that address, we've sent it" }),
  ).toBeVisible();
}

test.describe('forgot password', () => {
  test('forgot password → email → new password → signed in; the old password no longer works', async ({
    page,
    browser,
  }) => {
    const user = uniqueUser();
    await signUp(page, user);
    const otherDevice = await browser.newContext();
    const other = await otherDevice.newPage();
    await other.goto('/auth');
    await other.getByLabel('Username').fill(user.username);
    await other.getByLabel('Password').fill(user.password);
    await other.getByRole('button', { name: 'Log in' }).click();
    await expect(other.getByRole('heading', { name: 'Welcome to Inkgram' })).toBeVisible();

    await page.context().clearCookies();
    await askForLink(page, user.email);
    const link = await resetLinkFor(user.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-different-password');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Inkgram' })).toBeVisible();

    // The other device was signed out: its next page load lands on /auth.
    await other.reload();
    await expect(other).toHaveURL(/\/auth/);
    await otherDevice.close();

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
    await page.getByLabel('Confirm new password').fill('yet-another-password');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This reset link is invalid, expired or already used.' }),
    ).toBeVisible();

    await page.goto('/auth');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Inkgram' })).toBeVisible();
  });
});
