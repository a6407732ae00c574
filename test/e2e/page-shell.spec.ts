/**
 * docs/performance.md and docs/decisions/049-signed-in-first-frame.md: a signed-in page is never a
 * blank screen with a spinner. The server writes the signed-in user into the page, so its first
 * frame already has the header bar, 'Verify your email address' for an unverified address, and the
 * page's heading where they will be; the page then fills in around them, without a sign-in request.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser, verifyEmail } from './helpers';

/** Holds the signed-in layout's code until `release` is called, so the shell can be looked at. */
async function holdLayout(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/assets\/AppLayout-[\w-]+\.js$/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/**
 * Counts GET /api/user (the sign-in check it no longer needs) asked by the next document the page
 * opens. The page before it may still ask: after signing up, the app checks the user again half a
 * second later (client/features/auth/auth-actions.ts), which can fall after this starts counting.
 */
function countSignInChecks(page: Page) {
  let count = 0;
  let opened = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/my-blogs') opened = true;
  });
  page.on('request', (request) => {
    if (opened && new URL(request.url()).pathname === '/api/user') count += 1;
  });
  return () => count;
}

async function makeBlog(page: Page, title: string) {
  const made = await page.request.post('/api/blogs', {
    data: { title, content: `<p>Text of ${title}.</p>` },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(made.status()).toBe(201);
}

test('My Blogs shows its heading while its code is still on the way, then the cards', async ({ page }) => {
  const user = uniqueUser();
  await signUp(page, user);
  await verifyEmail(page, user.email);
  await makeBlog(page, 'Shell test blog');

  const layout = await holdLayout(page);
  const signInChecks = countSignInChecks(page);
  await page.goto('/my-blogs');
  await expect.poll(layout.held).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'My Blog Posts' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toBeVisible();
  // A verified address: no banner, in the shell or after.
  await expect(page.getByRole('region', { name: 'Verify your email address' })).toHaveCount(0);
  const before = await page.getByRole('heading', { level: 1 }).boundingBox();

  layout.release();
  await expect(page.getByTestId('blog-card').filter({ hasText: 'Shell test blog' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The heading stayed where it was: nothing jumped when the page arrived.
  const after = await page.getByRole('heading', { level: 1, name: 'My Blog Posts' }).boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(after?.x).toBe(before?.x);
  await expect(page.getByRole('region', { name: 'Verify your email address' })).toHaveCount(0);
  // The page knew who was signed in from the server's answer: it never asked GET /api/user.
  expect(signInChecks()).toBe(0);
});

test("an unverified address's banner is in the first frame and stays put", async ({ page }) => {
  const user = uniqueUser();
  await signUp(page, user);
  await makeBlog(page, 'Banner test blog');

  const layout = await holdLayout(page);
  await page.goto('/my-blogs');
  await expect.poll(layout.held).toBe(true);
  const banner = page.getByRole('region', { name: 'Verify your email address' });
  await expect(banner).toContainText(`We sent a link to ${user.email}.`);
  // 'Resend email' waits for the layout's code; the heading sits below the banner already.
  await expect(banner.getByRole('button', { name: 'Resend email' })).toBeDisabled();
  const heading = page.getByRole('heading', { level: 1, name: 'My Blog Posts' });
  const bannerBefore = await banner.boundingBox();
  const headingBefore = await heading.boundingBox();

  layout.release();
  await expect(page.getByTestId('blog-card').filter({ hasText: 'Banner test blog' })).toBeVisible();
  await expect(banner).toHaveCount(1);
  expect(await banner.boundingBox()).toEqual(bannerBefore);
  expect((await heading.boundingBox())?.y).toBe(headingBefore?.y);
  // Now it works: one click sends the email again.
  await banner.getByRole('button', { name: 'Resend email' }).click();
  await expect(banner).toContainText(`Email sent to ${user.email}.`);
});

test('a page opened after signing out is the sign-in page, with nobody written into it', async ({ page }) => {
  const user = uniqueUser();
  await signUp(page, user);
  const origin = new URL(page.url()).origin;
  const out = await page.request.post('/api/logout', { headers: { origin } });
  expect(out.ok()).toBe(true);

  const html = await (await page.request.get('/my-blogs')).text();
  expect(html).not.toContain('id="signed-in-user"');
  await page.goto('/my-blogs');
  await expect(page).toHaveURL(/\/auth/);
});

// docs/decisions/050-first-view-data-in-the-page.md: the editor opens with the creator's words.
test("the editor's first frame has the blog's title and text, where the editor then shows them", async ({ page }) => {
  const user = uniqueUser();
  await signUp(page, user);
  const made = await page.request.post('/api/blogs', {
    data: { title: 'First view blog', content: '<p>Words that are there at once.</p><h2>More</h2><p>And more.</p>' },
    headers: { origin: new URL(page.url()).origin },
  });
  const { id } = (await made.json()) as { id: number };

  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  const layout = await holdLayout(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === `/api/blogs/${id}` || pathname === `/api/blogs/${id}/sharing`) asked.push(pathname);
  });
  await page.goto(`/edit-blog/${id}`);
  await expect.poll(layout.held).toBe(true);
  const words = page.getByText('Words that are there at once.');
  await expect(words).toBeVisible();
  await expect(title).toHaveValue('First view blog');
  // Nothing can be typed in before the page has arrived, so nothing typed is lost.
  await expect(title).not.toBeEditable();
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
  const wordsBefore = await words.boundingBox();
  const titleBefore = await title.boundingBox();
  // A click in the text meanwhile leaves the caret in the editor once it has arrived.
  await words.click();

  layout.release();
  const editor = page.locator('.ProseMirror[contenteditable="true"]');
  await expect(editor).toContainText('Words that are there at once.');
  await expect(title).toBeEditable();
  await expect(editor).toBeFocused();
  // Nothing moved when the page and then the editor replaced the first view.
  expect(await editor.getByText('Words that are there at once.').boundingBox()).toEqual(wordsBefore);
  expect(await title.boundingBox()).toEqual(titleBefore);
  // The page took the blog and its sharing from the server's answer: it never asked for them.
  expect(asked).toEqual([]);
  await page.keyboard.type('Typed. ');
  await expect(editor).toContainText('Typed.');
});
