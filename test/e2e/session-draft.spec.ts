import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signUp, toast, uniqueUser } from './helpers';

/**
 * docs/decisions/020-coediting-on-postgresql.md: a session's shared draft, co-edited live by two people in two browser contexts (with
 * presence), which the owner turns into a blog that credits the other writer and opens in the editor.
 */
test.use({ bypassCSP: true }); // axe-core is injected into the page

async function post(page: Page, url: string, data?: unknown) {
  const res = await page.request.post(url, { headers: { origin: new URL(page.url()).origin }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

async function openSession(page: Page, title: string) {
  await page.goto('/collaborative-sessions');
  const card = page.getByTestId('session-card').filter({ hasText: title });
  await card.getByRole('button', { name: /Join Session|View Session/ }).click();
  return page.getByRole('dialog', { name: title });
}

test('two people co-edit a session draft; the owner turns it into a blog crediting the other', async ({ browser }) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const guestContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    const guest = await guestContext.newPage();
    const ownerUser = { ...uniqueUser(), name: 'Olga Owner' };
    const guestUser = { ...uniqueUser(), name: 'Gus Guest' };
    await signUp(owner, ownerUser);
    await signUp(guest, guestUser);

    const prompt = await post(owner, '/api/writing-prompts', {
      title: 'Night market',
      description: 'What the night market sounds like.',
      isPublic: false,
    });
    await post(owner, '/api/collaborative-sessions', { promptId: prompt.id, title: 'Market night' });
    const sessions = (await (await owner.request.get('/api/collaborative-sessions')).json()) as { id: number }[];
    const { token } = await post(owner, `/api/collaborative-sessions/${sessions[0]!.id}/invite-link`);
    await guest.goto(`/collaborative-sessions?join=${String(token)}`);
    const guestDialog = guest.getByRole('dialog', { name: 'Market night' });
    await expect(guestDialog).toBeVisible();

    const ownerDialog = await openSession(owner, 'Market night');
    const ownerDraft = ownerDialog.getByRole('textbox', { name: 'Shared draft of the session' });
    const guestDraft = guestDialog.getByRole('textbox', { name: 'Shared draft of the session' });
    // Presence: each sees the other editing.
    await expect(ownerDialog.getByTestId('coedit-peers')).toContainText('Gus Guest');
    await expect(guestDialog.getByTestId('coedit-peers')).toContainText('Olga Owner');

    await ownerDraft.click();
    await owner.keyboard.type('Stalls open at dusk.');
    await expect(guestDraft).toContainText('Stalls open at dusk.');
    await guestDraft.click();
    await guest.keyboard.press('End');
    await guest.keyboard.type(' Smoke and lanterns.');
    await expect(ownerDraft).toContainText('Stalls open at dusk. Smoke and lanterns.');
    // The guest may write but not turn the draft into a blog.
    await expect(guestDialog.getByRole('button', { name: 'Turn into a blog' })).toHaveCount(0);
    await expectAccessible(owner, 'session dialog with its shared draft');

    await ownerDialog.getByRole('button', { name: 'Turn into a blog' }).click();
    await expect(owner).toHaveURL(/\/edit-blog\/\d+$/);
    await expect(owner.getByLabel('Title', { exact: true })).toHaveValue('Market night');
    const body = owner.getByRole('textbox', { name: 'Content' });
    await expect(body).toContainText('Stalls open at dusk. Smoke and lanterns.');
    await expect(body).toContainText(`Written with @${guestUser.username}`);
    await owner.screenshot({ path: 'test-results/session-draft-blog.png' });
    const blogUrl = owner.url();

    // Turning it again opens the same blog: the draft becomes one blog, not one per click.
    const again = await openSession(owner, 'Market night');
    await again.getByRole('button', { name: 'Turn into a blog' }).click();
    await expect(toast(owner, 'This draft is already a blog: here it is. Edit it there.')).toBeVisible();
    await expect(owner).toHaveURL(blogUrl);
    const mine = (await (await owner.request.get('/api/blogs')).json()) as { title: string }[];
    expect(mine.filter((b) => b.title === 'Market night')).toHaveLength(1);
  } finally {
    await ownerContext.close();
    await guestContext.close();
  }
});
