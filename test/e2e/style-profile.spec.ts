/**
 * 'Your writing voice' on /settings (docs/decisions/027-creator-voice-and-top-posts.md): learned from the creator's sandbox posts, each
 * trait with an example from their words, edited and saved, kept over a reload, reset to learned.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { connectSandbox, signUp, toast, uniqueUser } from './helpers';

test.use({ bypassCSP: true }); // axe-core is injected into the page

test('the creator edits a trait of their voice and resets it to the learned one', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'sunny.kitchen');
  // The account's posts are in (what the voice is learned from).
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page.getByTestId('instagram-post').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/settings');

  const section = page.getByRole('region', { name: 'Your writing voice' });
  await expect(section.getByRole('heading', { name: 'Your writing voice' })).toBeVisible();
  await section.getByRole('button', { name: 'Relearn' }).click();
  await expect(toast(page, 'Your voice was learned again. Your own changes were kept.')).toBeVisible();
  await expect(section.getByText(/Learned from [1-9]\d* captions? and 0 blogs/)).toBeVisible();

  const person = section.locator('[data-trait="person"]');
  await expect(person.getByText('From your words:')).toBeVisible();
  const signOff = section.locator('[data-trait="signOff"]');
  const field = signOff.getByLabel('Sign-off', { exact: true });
  const turnedOn = signOff.getByLabel(/End new drafts with this sign-off/);
  // The learned sign-off is a suggestion, off until the creator turns it on.
  await expect(turnedOn).not.toBeChecked();
  await expect(signOff.getByText('Off', { exact: true })).toBeVisible();

  await field.fill('Cook with love, see you Sunday.');
  await turnedOn.check();
  await person.getByLabel('Person').selectOption('we');
  await section.getByRole('button', { name: 'Save voice' }).click();
  await expect(toast(page, 'Your writing voice was saved.')).toBeVisible();
  await expect(signOff.getByText('Your change')).toBeVisible();
  await expect(person.getByText('Your change')).toBeVisible();

  await page.reload();
  await expect(field).toHaveValue('Cook with love, see you Sunday.');
  await expect(turnedOn).toBeChecked();
  await expect(person.getByLabel('Person')).toHaveValue('we');
  await expectAccessible(page, '/settings with the writing voice');

  // Reset by keyboard: the person goes back to the learned one, the sign-off stays the creator's.
  await person.getByRole('button', { name: /Reset to learned/ }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Person is back to what was learned.')).toBeVisible();
  await expect(person.getByText('Learned', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('Cook with love, see you Sunday.');

  // Turned off again: new drafts end without a sign-off.
  await turnedOn.uncheck();
  await section.getByRole('button', { name: 'Save voice' }).click();
  await expect(toast(page, 'Your writing voice was saved.')).toBeVisible();
  await expect(signOff.getByText('Off', { exact: true })).toBeVisible();
  await expect(turnedOn).not.toBeChecked();

  // A value out of bounds is refused with the field's own message.
  await section.getByLabel('Words per sentence, on average').fill('500');
  await section.getByRole('button', { name: 'Save voice' }).click();
  await expect(section.getByText('Use at most 60 words.')).toBeVisible();
});
