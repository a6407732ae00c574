/**
 * A very long unbroken title (or name, description, tag…) never widens a 390 px phone page: it wraps
 * or is truncated on every page and dialog that shows it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

const PHONE = 390;
/** The longest unbroken titles the contracts accept (200 characters). */
const LONG_TITLE = 'Unbreakable'.repeat(18) + 'Ti';
const LONG_TEXT = 'Neverendingword'.repeat(40);

async function pageFits(page: Page, where: string) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${where}: page scroll width`).toBeLessThanOrEqual(PHONE);
}

/** A dialog (or toast) stays inside the screen and has nothing to scroll sideways. */
async function boxFits(box: Locator, where: string) {
  await expect(box).toBeVisible();
  const fit = await box.evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(fit.right, `${where}: right edge`).toBeLessThanOrEqual(PHONE);
  expect(fit.scroll, `${where}: sideways scroll`).toBeLessThanOrEqual(fit.client);
}

test('long unbroken titles, names and texts wrap or truncate on a 390 px screen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: PHONE, height: 844 });
  // The longest unbroken name: shown in the header, the menu and the welcome toast.
  const user = { ...uniqueUser(), name: 'Maya'.repeat(25) };
  await signUp(page, user);
  await boxFits(page.locator('li[data-state="open"]').filter({ hasText: 'Welcome to Inkgram' }).first(), 'toast');
  await expect(toast(page, 'Registration successful!')).toBeVisible();
  await pageFits(page, 'home');

  const headers = { origin: new URL(page.url()).origin };
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { headers, data });
    expect(res.status(), url).toBe(201);
    return (await res.json()) as { id: number };
  };
  const blog = await post('/api/blogs', {
    title: LONG_TITLE,
    content: `<p>${LONG_TEXT}</p>`,
    tags: ['t'.repeat(50), 'u'.repeat(50)],
    category: 'C'.repeat(80),
    isDraft: false,
  });
  const prompt = await post('/api/writing-prompts', {
    title: LONG_TITLE,
    description: LONG_TEXT,
    tone: 'T'.repeat(60),
    audience: 'A'.repeat(200),
    keywords: ['k'.repeat(50)],
    isPublic: true,
  });
  const session = await post('/api/collaborative-sessions', {
    promptId: prompt.id,
    title: LONG_TITLE,
    description: LONG_TEXT,
  });
  await post(`/api/collaborative-sessions/${session.id}/contributions`, { content: LONG_TEXT, type: 'text' });

  // My Blogs: the card, then the Publish dialog titled with the blog.
  await page.goto('/my-blogs');
  await expect(page.getByTestId('blog-card')).toContainText(LONG_TITLE.slice(0, 20));
  await pageFits(page, 'My Blogs');
  await page.getByTestId('blog-card').getByRole('button', { name: 'Publish' }).click();
  await boxFits(page.getByRole('dialog'), 'Publish dialog');
  await page.keyboard.press('Escape');

  // The edit page.
  await page.goto(`/edit-blog/${blog.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(LONG_TITLE);
  await pageFits(page, 'Edit page');

  // Writing prompts: the card, its detail, the new-session and delete dialogs.
  await page.goto('/writing-prompts');
  const card = page.getByTestId('prompt-card');
  await expect(card).toContainText(LONG_TITLE.slice(0, 20));
  await pageFits(page, 'Writing prompts');
  await card.getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('button', { name: /Unbreakable/ })).toBeVisible(); // its session
  await boxFits(detail, 'Prompt detail');
  await pageFits(page, 'Prompt detail');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await card.getByRole('button', { name: 'New Session' }).click();
  await boxFits(page.getByRole('dialog', { name: 'Create Collaborative Writing Session' }), 'New session');
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Delete' }).click();
  await boxFits(page.getByRole('dialog'), 'Delete prompt');
  await page.keyboard.press('Escape');

  // Collaborative sessions: the session card, the contribution card and the session dialog.
  await page.goto('/collaborative-sessions');
  const sessionCard = page.getByTestId('session-card');
  await expect(sessionCard).toContainText(LONG_TITLE.slice(0, 20));
  await pageFits(page, 'Sessions');
  await page.getByRole('tab', { name: 'My Contributions' }).click();
  await expect(page.getByTestId('contribution-card')).toBeVisible();
  await pageFits(page, 'Contributions');
  await page.getByRole('tab', { name: 'My Sessions' }).click();
  await sessionCard.getByRole('button', { name: 'Join Session' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('contributions')).toContainText(LONG_TEXT.slice(0, 20));
  await boxFits(dialog, 'Session dialog');
  await pageFits(page, 'Session dialog');
});
