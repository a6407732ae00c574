import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';
import { openBrowser } from './browsers';
import { shareByEmail, signUp, uniqueUser, type TestUser } from './helpers';

/**
 * docs/decisions/039-notifications.md: in two browsers, the owner of a shared blog mentions the
 * other person in a comment, picking them from the comment box's autocomplete by keyboard; their
 * bell counts 1 without a reload, and its panel links to the blog.
 */
test.use({ bypassCSP: true }); // axe-core is injected into the page

async function person(browser: Browser, testInfo: TestInfo, name: string): Promise<{ page: Page; user: TestUser }> {
  const page = await openBrowser(browser, testInfo);
  const user = { ...uniqueUser(), name };
  await signUp(page, user);
  return { page, user };
}

test('a mention in a comment reaches the mentioned person’s bell live, and its panel links to the blog', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000); // two sign-ups, an editor and a live round trip
  const owner = await person(browser, testInfo, 'Olivia Owner');
  const friend = await person(browser, testInfo, 'Bruno Reader');
  const headers = { origin: new URL(owner.page.url()).origin };
  const created = await owner.page.request.post('/api/blogs', {
    headers,
    data: { title: 'Lisbon light', content: '<p>Trams climb the hills of Lisbon at sunset.</p>', isDraft: true },
  });
  expect(created.status()).toBe(201);
  const blogId = ((await created.json()) as { id: number }).id;
  await shareByEmail(owner.page, friend.page, blogId, friend.user.email, 'viewer');
  // Whatever sharing told them is read: the bell starts with nothing.
  await friend.page.request.post('/api/notifications/read', { headers, data: { all: true } });

  await friend.page.goto('/my-blogs');
  const bell = friend.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(friend.page.getByTestId('notification-count')).toHaveCount(0);

  await owner.page.goto(`/edit-blog/${blogId}`);
  const panel = owner.page.getByRole('region', { name: /Comments/ });
  const text = owner.page.getByRole('textbox', { name: 'Content' });
  await text.getByText('Trams climb the hills of Lisbon at sunset.').click();
  await owner.page.keyboard.press('Home');
  await owner.page.keyboard.press('Shift+End');
  await owner.page.keyboard.press('Control+Alt+m');
  const box = panel.getByRole('textbox', { name: 'Your comment' });
  await expect(box).toBeFocused();

  // '@' and part of the name lists the blog's people; the keyboard picks one.
  await owner.page.keyboard.type('Which hill, @brun');
  const options = panel.getByRole('listbox', { name: 'People to mention' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Bruno Reader');
  await expect(box).toHaveAttribute('aria-activedescendant', /people-0$/);
  await owner.page.keyboard.press('Enter');
  await expect(box).toHaveValue(`Which hill, @${friend.user.username} `);
  await expect(panel.getByRole('listbox', { name: 'People to mention' })).toBeHidden();
  await owner.page.keyboard.type('?');
  await owner.page.keyboard.press('Control+Enter');

  // The mention shows as a highlighted link in the thread.
  const thread = panel.getByTestId('comment-thread');
  await expect(thread).toHaveCount(1);
  await expect(thread.getByRole('link', { name: `@${friend.user.username}` })).toBeVisible();

  // The friend's bell counts it without a reload.
  await expect(friend.page.getByTestId('notification-count')).toHaveText('1', { timeout: 10_000 });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const item = friend.page.getByRole('link', { name: /Olivia Owner mentioned you on “Lisbon light”/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`Which hill, @${friend.user.username} ?`);
  await expectAccessible(friend.page, 'notifications panel');
  // Opening the panel marked it read.
  await expect(friend.page.getByTestId('notification-count')).toHaveCount(0);
  await item.click();
  await expect(friend.page).toHaveURL(new RegExp(`/edit-blog/${blogId}$`));
  await expect(friend.page.getByRole('textbox', { name: 'Content' })).toContainText('Trams climb the hills');
});
