import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { OUTBOX, signUp, uniqueUser } from './helpers';

/**
 * docs/decisions/036-email-verification.md: a new account is asked to verify its address (banner),
 * the email in the e2e server's outbox carries the link, and opening it verifies the address. Every
 * email with a button (verification, email changed, password reset, invitation) reads well in a
 * 600 px wide mail view.
 */

interface Mail {
  subject: string;
  html: string;
  text: string;
}

/** The newest outbox message to `to` whose subject starts with `subject`, parsed as a mail app would. */
async function mailFromOutbox(to: string, subject: string): Promise<Mail> {
  const addressed = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im');
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        let files: string[];
        try {
          files = readdirSync(OUTBOX).sort().reverse();
        } catch {
          return undefined;
        }
        for (const file of files) {
          const eml = readFileSync(path.join(OUTBOX, file), 'utf8');
          if (!addressed.test(eml)) continue;
          // Parsed: a subject with quotes or beyond ASCII is encoded in the file (RFC 2047).
          const parsed = await simpleParser(eml);
          if (!parsed.subject?.startsWith(subject)) continue;
          found = {
            subject: parsed.subject,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
          };
          return found;
        }
        return undefined;
      },
      { message: `"${subject}" to ${to} in the outbox`, timeout: 15_000 },
    )
    .toBeTruthy();
  if (!found) throw new Error(`no "${subject}" to ${to}`);
  return found;
}

/** The link the email's text part gives for `page` (the same link the button must carry). */
const linkIn = (mail: Mail, pattern: RegExp) => {
  const link = pattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link like ${pattern} in: ${mail.text}`);
  return link;
};

test('sign up → the email in the outbox → verify → the banner is gone', async ({ page }) => {
  const user = uniqueUser();
  await signUp(page, user);
  const banner = page.getByRole('region', { name: 'Verify your email address' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`We sent a link to ${user.email}`);

  const mail = await mailFromOutbox(user.email, 'Verify your Inkgram email address');
  const link = linkIn(mail, /https?:\/\/[^\s"<>]+\/auth\/verify-email\?token=[A-Za-z0-9_%-]+/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email address verified' })).toBeVisible();
  await expect(page.getByText(`Thanks! ${user.email} is verified.`)).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Inkgram' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Inkgram' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The same link again: it says so, and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByText('This link is invalid, expired or already used.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend email' })).toBeVisible();
});

test('an unverified account can resend the email and dismiss the banner', async ({ page }) => {
  const user = uniqueUser();
  await signUp(page, user);
  const banner = page.getByRole('region', { name: 'Verify your email address' });
  await banner.getByRole('button', { name: 'Resend email' }).click();
  await expect(banner).toContainText(`Email sent to ${user.email}.`);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Inkgram' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

/** Opens `mail`'s HTML at 600 px wide and checks what a reader sees: no sideways scroll, the button, its link. */
async function checkRendered(page: Page, mail: Mail, button: string, link: string) {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.setContent(mail.html, { waitUntil: 'load' });
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(overflow.scroll, `${mail.subject}: no horizontal overflow`).toBeLessThanOrEqual(overflow.client);
  const action = page.getByRole('link', { name: button });
  await expect(action).toBeVisible();
  await expect(action).toBeInViewport();
  const box = await action.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(600);
  expect(await action.getAttribute('href')).toBe(link);
}

test('every email with a button renders at 600 px: no overflow, the button visible, its link right', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const user = { ...uniqueUser(), name: 'Maximiliana Bartholomew-Fitzgerald' };
  await signUp(page, user);
  const origin = new URL(page.url()).origin;
  const headers = { origin };

  // Email change: a link to the new address, a notice with 'Undo this change' to the old one.
  const newEmail = `moved-${user.username}@example.net`;
  expect((await page.request.patch('/api/account', { headers, data: { email: newEmail } })).status()).toBe(200);
  // Password reset and an invitation to an address nobody uses.
  expect((await page.request.post('/api/password-reset', { headers, data: { email: user.email } })).status()).toBe(202);
  const created = await page.request.post('/api/blogs', {
    headers,
    data: {
      title: 'A rather long title about the harbour lights of Lisbon at dusk',
      content: '<p>Boats.</p>',
      isDraft: true,
    },
  });
  const { id } = (await created.json()) as { id: number };
  const invitee = `invitee-${user.username}@example.org`;
  expect(
    (
      await page.request.post(`/api/blogs/${id}/members`, { headers, data: { email: invitee, role: 'editor' } })
    ).status(),
  ).toBe(201);

  const url = (p: string) => new RegExp(`https?://[^\\s"<>]+${p}[A-Za-z0-9_%=&.@-]+`);
  const cases = [
    {
      to: user.email,
      subject: 'Verify your Inkgram email address',
      button: 'Verify email address',
      path: url('/auth/verify-email\\?token='),
    },
    {
      to: newEmail,
      subject: 'Confirm your new Inkgram email address',
      button: 'Confirm new address',
      path: url('/auth/verify-email\\?token='),
    },
    {
      to: user.email,
      subject: 'Your Inkgram email address is being changed',
      button: 'Undo this change',
      path: url('/auth/undo-email-change\\?token='),
    },
    {
      to: user.email,
      subject: 'Reset your Inkgram password',
      button: 'Choose a new password',
      path: url('/auth/reset-password\\?token='),
    },
    {
      to: invitee,
      subject: 'Maximiliana Bartholomew-Fitzgerald invited you to',
      button: 'Accept and sign up',
      path: url('/auth\\?invite='),
    },
  ];
  for (const c of cases) {
    const mail = await mailFromOutbox(c.to, c.subject);
    const link = linkIn(mail, c.path);
    expect(link.startsWith(origin)).toBe(true);
    await checkRendered(page, mail, c.button, link);
    if (c.button === 'Undo this change') {
      await page.screenshot({
        path: process.env.EMAIL_SHOT ?? testInfo.outputPath('email-changed-600px.png'),
        fullPage: true,
      });
    }
  }
});
