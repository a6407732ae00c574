import { expect, test } from '@playwright/test';
import { outboxInvitationText } from '../helpers/invitations';
import { expectAccessible } from './axe';
import { openBrowser } from './browsers';
import { OUTBOX, signUp, toast, uniqueUser } from './helpers';

/**
 * docs/decisions/033-email-invitations.md: the owner invites an address nobody uses yet from the
 * Share dialog; the invitation email (read from the e2e server's outbox) leads to Sign Up with the
 * address filled in, and once signed up the blog is theirs to open under 'Shared with me'.
 */
test.use({ bypassCSP: true }); // axe-core is injected into the page

test('invite a new person → they sign up from the email and see the blog under Shared with me', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = { ...uniqueUser(), name: 'Olivia Owner' };
  await signUp(page, owner);
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/blogs', {
    headers: { origin },
    data: { title: 'Lisbon light', content: '<p>Trams climb the hills at sunset.</p>', isDraft: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const newcomer = { ...uniqueUser(), name: 'Nina Newcomer' };

  await page.goto(`/edit-blog/${id}`);
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this blog' });
  await dialog.getByLabel('Email address').fill(newcomer.email);
  await dialog.getByRole('combobox', { name: 'Role' }).first().selectOption('commenter');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  const pending = dialog.getByTestId('share-invitations').getByRole('listitem');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText(newcomer.email);
  await expect(pending).toContainText('Can comment');
  await expect(pending).toContainText('Pending');
  await expect(dialog.getByRole('button', { name: `Resend the invitation to ${newcomer.email}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Revoke the invitation to ${newcomer.email}` })).toBeVisible();
  await expectAccessible(page, 'share dialog with a pending invitation');
  await dialog.screenshot({ path: process.env.INVITE_SHOT ?? testInfo.outputPath('share-dialog-pending.png') });

  // The email, as the newcomer's mail app would show it: a link to sign up.
  let link = '';
  await expect
    .poll(
      () =>
        (link =
          /https?:\/\/[^\s"<>]+\/auth\?invite=[A-Za-z0-9_-]+&email=[^\s"<>&]+/.exec(
            outboxInvitationText([OUTBOX], newcomer.email) ?? '',
          )?.[0] ?? ''),
      { message: 'the invitation email in the outbox', timeout: 15_000 },
    )
    .not.toBe('');
  const eml = outboxInvitationText([OUTBOX], newcomer.email) ?? '';
  expect(eml).toContain('Olivia Owner invited you to comment on "Lisbon light" on Inkgram');
  expect(eml).toContain(`Create a free account with this address (${newcomer.email})`);

  const other = await openBrowser(browser, testInfo);
  await other.goto(new URL(link).pathname + new URL(link).search);
  await expect(other.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByLabel('Email')).toHaveValue(newcomer.email);
  await other.getByLabel('Full Name').fill(newcomer.name);
  await other.getByLabel('Username').fill(newcomer.username);
  await other.getByLabel('Password').fill(newcomer.password);
  await other.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(other, 'You joined the blog')).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`/edit-blog/${id}$`));

  await other.goto('/my-blogs');
  const shared = other.getByRole('region', { name: 'Shared with me' });
  await expect(shared).toContainText('Lisbon light');
  await expect(shared).toContainText('Shared by Olivia Owner');
  await expect(shared).toContainText('Can comment');

  // The owner now sees who joined; nothing is pending any more.
  await page.reload();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByTestId('share-members')).toContainText('Nina Newcomer');
  await expect(dialog.getByTestId('share-invitations')).toHaveCount(0);
});
