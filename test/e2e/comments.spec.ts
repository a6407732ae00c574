import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';
import { openBrowser } from './browsers';
import { shareByEmail, signUp, uniqueUser, type TestUser } from './helpers';

/**
 * docs/decisions/020-coediting-on-postgresql.md: comments on a selection. The owner shares a blog with a 'can comment' collaborator;
 * in a second browser the commenter (a read-only editor with commenting) selects text and comments;
 * the owner sees it appear live with its author and time, the text highlighted, and resolves it.
 */
test.use({ bypassCSP: true }); // axe-core is injected into the page

/** A browser of its own, sized like this project, signed up as `name`. */
async function person(browser: Browser, testInfo: TestInfo, name: string): Promise<{ page: Page; user: TestUser }> {
  const page = await openBrowser(browser, testInfo);
  const user = { ...uniqueUser(), name };
  await signUp(page, user);
  return { page, user };
}

const api = (page: Page) => ({
  post: async (url: string, data: unknown) => {
    const res = await page.request.post(url, { headers: { origin: new URL(page.url()).origin }, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  },
});

test('a commenter comments on a selection, the owner sees it live and resolves it', async ({ browser }, testInfo) => {
  test.setTimeout(90_000); // two sign-ups, two editors and a live round trip
  const owner = await person(browser, testInfo, 'Olivia Owner');
  const commenter = await person(browser, testInfo, 'Carla Commenter');
  const blog = await api(owner.page).post('/api/blogs', {
    title: 'Lisbon light',
    content: '<p>Trams climb the hills of Lisbon at sunset.</p><p>Fado drifts from the doorways.</p>',
    isDraft: true,
  });
  await shareByEmail(owner.page, commenter.page, Number(blog.id), commenter.user.email, 'commenter');

  await owner.page.goto(`/edit-blog/${blog.id}`);
  await commenter.page.goto(`/edit-blog/${blog.id}`);
  const ownerPanel = owner.page.getByRole('region', { name: /Comments/ });
  const commenterPanel = commenter.page.getByRole('region', { name: /Comments/ });
  await expect(ownerPanel).toContainText('No comments yet.');

  // The commenter's editor is read-only (no toolbar, typing changes nothing) but takes a selection.
  const text = commenter.page.getByRole('textbox', { name: 'Content' });
  await expect(text).toContainText('Trams climb the hills of Lisbon at sunset.');
  await expect(text).toHaveAttribute('aria-readonly', 'true');
  await expect(commenter.page.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);
  await expect(commenter.page.getByTestId('coedit-status')).toContainText('You can comment on this blog');
  await text.getByText('Trams climb the hills of Lisbon at sunset.').click();
  await commenter.page.keyboard.type('XYZ');
  await expect(text).not.toContainText('XYZ');

  // The shortcut with nothing selected says what to do.
  await commenter.page.keyboard.press('Control+Alt+m');
  await expect(commenterPanel.getByRole('status')).toHaveText('Select the text you want to comment on first.');

  // Select 'Lisbon': the bubble's Comment button opens the box.
  await commenter.page.evaluate(() => {
    const p = [...document.querySelectorAll('[aria-label="Content"] p')].find((el) =>
      el.textContent?.includes('Lisbon'),
    )!;
    const node = p.firstChild!;
    const start = node.textContent!.indexOf('Lisbon');
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + 'Lisbon'.length);
    const sel = window.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
  });
  const bubble = commenter.page.getByTestId('comment-bubble');
  await expect(bubble).toBeVisible();
  await bubble.click();
  const box = commenterPanel.getByRole('textbox', { name: 'Your comment' });
  await expect(box).toBeFocused();
  await expect(commenterPanel.getByTestId('new-comment')).toContainText('“Lisbon”');
  await box.fill('Say which hill: Graça or Alfama?');
  await commenterPanel.getByRole('button', { name: 'Comment', exact: true }).click();

  const mine = commenterPanel.getByTestId('comment-thread');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Carla Commenter');
  await expect(mine).toContainText('less than a minute ago');
  await expect(mine).toContainText('Say which hill: Graça or Alfama?');

  // The owner sees it live, with the commented text highlighted in the editor.
  const theirs = ownerPanel.getByTestId('comment-thread');
  await expect(theirs).toHaveCount(1, { timeout: 5_000 });
  await expect(theirs).toContainText('Carla Commenter');
  await expect(theirs).toContainText('Say which hill: Graça or Alfama?');
  const highlight = owner.page.locator('[aria-label="Content"] .comment-highlight');
  await expect(highlight).toHaveText('Lisbon');
  await expectAccessible(owner.page, 'edit page with a comment (owner)');

  // Clicking the quote selects the text in the editor; the thread is the active one.
  await theirs.getByRole('button', { name: /Show the commented text/ }).click();
  await expect.poll(() => owner.page.evaluate(() => window.getSelection()?.toString())).toBe('Lisbon');
  await expect(highlight).toHaveClass(/bg-amber-300/);

  // Resolve hides it for both; 'Show resolved' brings it back with who resolved it.
  await theirs.getByRole('button', { name: 'Resolve' }).click();
  await expect(ownerPanel.getByTestId('comment-thread')).toHaveCount(0);
  await expect(ownerPanel).toContainText('Every comment is resolved.');
  await expect(highlight).toHaveCount(0);
  await expect(commenterPanel.getByTestId('comment-thread')).toHaveCount(0, { timeout: 5_000 });
  await ownerPanel.getByLabel(/Show resolved/).check();
  await expect(ownerPanel.getByTestId('comment-thread')).toContainText('Resolved by Olivia Owner');

  // By keyboard alone: select a line with Shift+End, Ctrl+Alt+M, type, Ctrl+Enter. Escape first
  // gives the box up and returns to the selected text.
  await text.getByText('Fado drifts from the doorways.').click();
  await commenter.page.keyboard.press('Home');
  await commenter.page.keyboard.press('Shift+End');
  await commenter.page.keyboard.press('Control+Alt+m');
  await expect(box).toBeFocused();
  await commenter.page.keyboard.press('Escape');
  await expect(commenterPanel.getByTestId('new-comment')).toHaveCount(0);
  const selected = (page: Page) => page.evaluate(() => window.getSelection()?.toString());
  await expect.poll(() => selected(commenter.page)).toBe('Fado drifts from the doorways.');
  await commenter.page.keyboard.press('Control+Alt+m');
  await expect(box).toBeFocused();
  await commenter.page.keyboard.type('Which street?');
  await commenter.page.keyboard.press('Control+Enter');
  await expect(ownerPanel.getByTestId('comment-thread').filter({ hasText: 'Which street?' })).toContainText(
    '“Fado drifts from the doorways.”',
  );
  await expectAccessible(commenter.page, 'edit page of a commenter');
});
