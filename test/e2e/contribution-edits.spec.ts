import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

/**
 * docs/decisions/019-nobodys-words-are-lost.md: a contributor edits and deletes their own contribution (after a confirmation) and
 * the session's owner hides it, all from the keyboard in the session dialog; deleting the prompt
 * says that its sessions are kept.
 */
async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { headers: { origin: new URL(page.url()).origin }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

test('edit, hide and delete a contribution from the keyboard; the prompt delete dialog keeps sessions', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueUser());
  const prompt = await post(page, '/api/writing-prompts', {
    title: 'Harbour lines',
    description: 'One line each about the harbour at dawn.',
    isPublic: false,
  });
  const session = await post(page, '/api/collaborative-sessions', { promptId: prompt.id, title: 'Dawn jam' });
  await post(page, `/api/collaborative-sessions/${session.id}/contributions`, { content: 'The boats go out.' });

  await page.goto('/collaborative-sessions');
  await page
    .getByTestId('session-card')
    .filter({ hasText: 'Dawn jam' })
    .getByRole('button', { name: 'Join Session' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Dawn jam' });
  const entry = dialog.getByRole('listitem', { name: 'Contribution by You' });
  await expect(entry).toContainText('The boats go out.');

  // Edit with the keyboard: Enter on Edit, type, Enter on Save.
  await entry.getByRole('button', { name: 'Edit' }).focus();
  await page.keyboard.press('Enter');
  const box = entry.getByLabel('Edit your contribution');
  await expect(box).toBeFocused();
  await box.fill('The boats go out before the sun.');
  await entry.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  // (Toasts sit outside the modal, hidden from the accessibility tree while it is open: the entry shows the change.)
  await expect(entry).toContainText('The boats go out before the sun.');
  await expect(entry).toContainText('edited');

  // The owner hides it and shows it again.
  await entry.getByRole('button', { name: 'Hide' }).click();
  await expect(entry).toContainText('Hidden by the session owner');
  await entry.getByRole('button', { name: 'Show' }).click();
  await expect(entry).toContainText('The boats go out before the sun.');
  await page.screenshot({ path: 'test-results/contribution-actions.png' });

  // Delete asks first.
  await entry.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Contribution' });
  await expect(confirm).toContainText('Are you sure you want to delete your contribution?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('No contributions yet. Be the first to contribute!')).toBeVisible();
  await page.keyboard.press('Escape');

  // Deleting the prompt keeps the session, and the dialog says so.
  await page.goto('/writing-prompts');
  await page
    .getByTestId('prompt-card')
    .filter({ hasText: 'Harbour lines' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const del = page.getByRole('dialog', { name: 'Delete Writing Prompt' });
  await expect(del).toContainText('Are you sure you want to delete this writing prompt?');
  await expect(del).toContainText("Its collaborative sessions and everyone's contributions are kept");
  await del.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Writing prompt deleted successfully')).toBeVisible();
  await page.goto('/collaborative-sessions');
  await page
    .getByTestId('session-card')
    .filter({ hasText: 'Dawn jam' })
    .getByRole('button', { name: 'Join Session' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Dawn jam' })).toContainText(
    "This session's writing prompt was deleted.",
  );
});

test('a private session is joined through its invitation link', async ({ browser, page }, testInfo) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueUser());
  const prompt = await post(page, '/api/writing-prompts', {
    title: 'Private harbour',
    description: 'Only the people I invite write here.',
    isPublic: false,
  });
  const session = await post(page, '/api/collaborative-sessions', { promptId: prompt.id, title: 'Invite-only jam' });
  await page.goto('/collaborative-sessions');
  await page
    .getByTestId('session-card')
    .filter({ hasText: 'Invite-only jam' })
    .getByRole('button', { name: 'Join Session' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Invite-only jam' });
  await dialog.getByRole('button', { name: 'Copy invitation link' }).click();
  const url = await dialog.getByLabel('Invitation link').inputValue();
  expect(url).toMatch(/\/collaborative-sessions\?join=[A-Za-z0-9_-]{32}$/);

  // Someone else opens the link: they join, the session opens, and they can write in it.
  const { viewport, baseURL } = testInfo.project.use;
  const guest = await (
    await browser.newContext({ ...(viewport ? { viewport } : {}), ...(baseURL ? { baseURL } : {}) })
  ).newPage();
  await signUp(guest, { ...uniqueUser(), name: 'Gus Guest' });
  const denied = await guest.request.get(`/api/collaborative-sessions/${session.id}`);
  expect(denied.status()).toBe(404);
  await guest.goto(new URL(url).pathname + new URL(url).search);
  const joined = guest.getByRole('dialog', { name: 'Invite-only jam' });
  await expect(joined).toBeVisible();
  await expect(joined.getByRole('button', { name: 'Copy invitation link' })).toHaveCount(0);
  await expect(guest).toHaveURL(/\/collaborative-sessions$/);
  await joined.getByRole('button', { name: 'Add Contribution' }).click();
  const add = guest.getByRole('dialog', { name: 'Add Your Contribution' });
  await add.getByLabel('Your Contribution').fill('Thanks for the invite.');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thanks for the invite.')).toBeVisible(); // live for the owner
  await page.screenshot({ path: 'test-results/session-invite.png' });
});
