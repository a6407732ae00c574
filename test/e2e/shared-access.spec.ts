/**
 * People a blog is shared with see and do what their role allows, in two browsers: a viewer is
 * offered no editing (read-only fields, no Save, no assistant), an editor sees the blog's pictures
 * (docs/decisions/013, rule 4), a thread whose text is deleted says so at once (docs/decisions/023),
 * and deleting a thread or removing a person asks first.
 */
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';
import { openBrowser } from './browsers';
import { shareByEmail, signUp, toast, uniqueUser, type TestUser } from './helpers';

test.use({ bypassCSP: true }); // axe-core is injected into the page

/** A browser of its own, sized like this project, signed up as `name`. */
async function person(browser: Browser, testInfo: TestInfo, name: string): Promise<{ page: Page; user: TestUser }> {
  const page = await openBrowser(browser, testInfo);
  const user = { ...uniqueUser(), name };
  await signUp(page, user);
  return { page, user };
}

/** A small PNG in one colour (a different one per call, so its media key is new). */
function png(): Buffer {
  const [width, height] = [40, 24];
  const row = Buffer.alloc(1 + width * 3);
  const colour = [Math.floor(Math.random() * 250), 120, 60];
  for (let x = 0; x < width; x++) row.set(colour, 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

async function upload(page: Page): Promise<string> {
  const res = await page.request.post('/api/media/images', {
    headers: { ...originOf(page), 'content-type': 'image/png' },
    data: png(),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

async function createBlog(page: Page, data: Record<string, unknown>): Promise<number> {
  const res = await page.request.post('/api/blogs', { headers: originOf(page), data: { isDraft: true, ...data } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The picture was fetched and decoded (a 404 leaves it with no width). */
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

/** Selects `word` inside the editor's paragraph that holds it, as a mouse would. */
async function selectWord(page: Page, word: string) {
  await page.evaluate((w) => {
    // A highlighted word is a text node of its own (the comment's decoration splits the paragraph's text).
    const walker = document.createTreeWalker(document.querySelector('[aria-label="Content"]')!, NodeFilter.SHOW_TEXT);
    let node: Node | null = walker.nextNode();
    while (node && !node.textContent!.includes(w)) node = walker.nextNode();
    if (!node) throw new Error(`no text holds ${w}`);
    const start = node.textContent!.indexOf(w);
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + w.length);
    const sel = window.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
  }, word);
}

test('a viewer is offered no editing; an editor sees the blog’s pictures', async ({ browser }, testInfo) => {
  test.setTimeout(90_000); // three sign-ups, two invitations by email
  const owner = await person(browser, testInfo, 'Olga Owner');
  const editor = await person(browser, testInfo, 'Eddie Editor');
  const viewer = await person(browser, testInfo, 'Vera Viewer');
  const featured = await upload(owner.page);
  const inline = await upload(owner.page);
  const blogId = await createBlog(owner.page, {
    title: 'Harbour at dawn',
    content: `<p>The boats leave one by one.</p><img src="${inline}" alt="Boats in the harbour">`,
    featuredImage: featured,
    tags: 'harbour, dawn',
  });
  await shareByEmail(owner.page, editor.page, blogId, editor.user.email, 'editor');
  await shareByEmail(owner.page, viewer.page, blogId, viewer.user.email, 'viewer');

  // The editor sees the featured picture and the one in the text.
  await editor.page.goto(`/edit-blog/${blogId}`);
  const text = editor.page.getByRole('textbox', { name: 'Content' });
  await expect(text).toContainText('The boats leave one by one.');
  const hero = editor.page.locator(`figure img[src="${featured}"]`);
  const picture = text.locator(`img[src="${inline}"]`);
  await expect.poll(() => loaded(hero)).toBe(true);
  await expect.poll(() => loaded(picture)).toBe(true);
  await expect(editor.page.getByRole('button', { name: 'Save Changes' })).toBeVisible();

  // The viewer reads everything, changes nothing, and is not offered the assistant.
  await viewer.page.goto(`/edit-blog/${blogId}`);
  const viewed = viewer.page.getByRole('textbox', { name: 'Content' });
  await expect(viewed).toContainText('The boats leave one by one.');
  await expect(viewed).toHaveAttribute('aria-readonly', 'true');
  await expect.poll(() => loaded(viewer.page.locator(`figure img[src="${featured}"]`))).toBe(true);
  await expect.poll(() => loaded(viewed.locator(`img[src="${inline}"]`))).toBe(true);
  const title = viewer.page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Harbour at dawn');
  for (const field of [
    title,
    viewer.page.getByRole('textbox', { name: 'Tags' }),
    viewer.page.getByLabel('SEO title', { exact: true }),
  ])
    await expect(field).toHaveAttribute('readonly', '');
  await title.click();
  await viewer.page.keyboard.type(' and dusk');
  await expect(title).toHaveValue('Harbour at dawn');
  await expect(viewer.page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(viewer.page.getByRole('button', { name: /AI Writing Assistant/ })).toHaveCount(0);
  await expect(viewer.page.getByText('Unsaved changes')).toHaveCount(0);
  await expectAccessible(viewer.page, 'edit page of a viewer');

  // The server refuses the assistant to the viewer too, before any spending.
  const refused = await viewer.page.request.post('/api/enhance-blog', {
    headers: originOf(viewer.page),
    data: { content: '<p>The boats leave.</p>', instruction: 'Expand it.', blogId },
  });
  expect(refused.status()).toBe(403);

  // A stranger still gets nothing.
  const stranger = await person(browser, testInfo, 'Sam Stranger');
  expect((await stranger.page.request.get(inline)).status()).toBe(404);
});

test('a deleted passage says its comment lost its text; deleting a thread and removing a person ask first', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000); // two sign-ups, two editors and live round trips
  const owner = await person(browser, testInfo, 'Olga Owner');
  const editor = await person(browser, testInfo, 'Eddie Editor');
  const blogId = await createBlog(owner.page, {
    title: 'Lisbon light',
    content: '<p>Trams climb the hills of Lisbon at sunset.</p><p>Fado drifts from the doorways.</p>',
  });
  await shareByEmail(owner.page, editor.page, blogId, editor.user.email, 'editor');
  await owner.page.goto(`/edit-blog/${blogId}`);
  await editor.page.goto(`/edit-blog/${blogId}`);
  const ownerPanel = owner.page.getByRole('region', { name: /Comments/ });
  const editorPanel = editor.page.getByRole('region', { name: /Comments/ });
  const ownerText = owner.page.getByRole('textbox', { name: 'Content' });
  // Both editors have the shared document (the editor's chunk loads first).
  await expect(ownerText).toContainText('Fado drifts', { timeout: 15_000 });
  await expect(editor.page.getByRole('textbox', { name: 'Content' })).toContainText('Fado drifts', { timeout: 15_000 });

  // The owner comments on 'hills'.
  await selectWord(owner.page, 'hills');
  await owner.page.getByTestId('comment-bubble').click();
  await ownerPanel.getByRole('textbox', { name: 'Your comment' }).fill('Which hills?');
  await ownerPanel.getByRole('button', { name: 'Comment', exact: true }).click();
  const thread = ownerPanel.getByTestId('comment-thread');
  await expect(thread).toContainText('Which hills?');
  const theirs = editorPanel.getByTestId('comment-thread');
  await expect(theirs).toContainText('Which hills?');
  await expect(editor.page.locator('[aria-label="Content"] .comment-highlight')).toHaveText('hills');
  await expect(theirs).not.toContainText('The commented text was removed.');

  // The editor deletes the commented word: both panels say so, without choosing the thread.
  await selectWord(editor.page, 'hills');
  await editor.page.keyboard.press('Backspace');
  // (The owner's caret, with their name, now sits where the word was.)
  await expect(editor.page.getByRole('textbox', { name: 'Content' })).not.toContainText('hills');
  await expect(ownerText).not.toContainText('hills');
  await expect(theirs).toContainText('The commented text was removed.');
  await expect(thread).toContainText('The commented text was removed.');
  await expect(owner.page.locator('[aria-label="Content"] .comment-highlight')).toHaveCount(0);

  // Deleting the thread asks first; Cancel keeps it and returns to the button.
  const remove = thread.getByRole('button', { name: 'Delete the comment by Olga Owner' });
  await remove.click();
  const confirm = owner.page.getByRole('alertdialog', { name: 'Delete this comment thread?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('The comment and every reply to it are deleted for everyone.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(owner.page, 'confirm deleting a comment thread');
  await owner.page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(thread).toHaveCount(1);
  await remove.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(owner.page, 'Comment deleted')).toBeVisible();
  await expect(thread).toHaveCount(0);
  await expect(theirs).toHaveCount(0);

  // Removing the editor from the blog asks first too.
  await owner.page.getByRole('button', { name: 'Invite' }).click();
  const share = owner.page.getByRole('dialog', { name: 'Share this blog' });
  const members = share.getByTestId('share-members');
  await expect(members).toContainText('Eddie Editor');
  await members.getByRole('button', { name: 'Remove Eddie Editor' }).click();
  const ask = owner.page.getByRole('alertdialog', { name: 'Remove Eddie Editor?' });
  await expect(ask).toContainText('Eddie Editor will no longer be able to open this blog');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(members).toContainText('Eddie Editor');
  await members.getByRole('button', { name: 'Remove Eddie Editor' }).click();
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(members).not.toContainText('Eddie Editor');
  await expect(share).toBeVisible();
  // The editor's page says their access changed.
  await expect(editor.page.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-readonly', 'true');
});
