import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { BlogRole } from '../../common/co-editing';
import { outboxInvitationToken, outboxVerificationLink } from '../helpers/invitations';

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

/** The e2e server runs without SMTP_URL, so its email lands here (playwright.config.ts). */
export const OUTBOX = path.join('.data-test', `e2e-${process.env.E2E_PORT ?? 4321}`, 'outbox');

/**
 * Opens the sign-up's verification link from the outbox (docs/decisions/036-email-verification.md),
 * as the person would from their mailbox: the banner 'Verify your email address' goes.
 */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  let link: string | undefined;
  await expect
    .poll(() => (link = outboxVerificationLink([OUTBOX], email)), {
      message: `the verification email to ${email} in the outbox`,
      timeout: 15_000,
    })
    .toBeTruthy();
  const token = new URL(link ?? '').searchParams.get('token');
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/email-verification/confirm', { data: { token }, headers: { origin } });
  expect(res.status()).toBe(200);
}

/** The token of the newest invitation email to `email` in the outbox, once it has arrived. */
export async function invitationToken(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(() => (token = outboxInvitationToken([OUTBOX], email)), {
      message: `the invitation email to ${email} in the outbox`,
      timeout: 15_000,
    })
    .toBeTruthy();
  return token ?? '';
}

/**
 * Shares a blog as its owner does (docs/decisions/033-email-invitations.md): `owner` invites `email`, and `invitee` (signed
 * in with that address) accepts the emailed link.
 */
export async function shareByEmail(owner: Page, invitee: Page, blogId: number, email: string, role: BlogRole) {
  const headers = { origin: new URL(owner.url()).origin };
  const invited = await owner.request.post(`/api/blogs/${blogId}/members`, { headers, data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = await invitationToken(email);
  const accepted = await invitee.request.post(`/api/email-invitations/${token}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
}
