/**
 * docs/decisions/040-revisions-of-live-posts.md in Chromium, against the local fakes of
 * fakes-setup.ts: a blog live on WordPress, DEV, Ghost and its public page gets a revision from its
 * My Blogs card, which is edited in the normal editor while the live copies keep their text. 'Update
 * everywhere' sends it to each platform in place: the same posts (ids and URLs), read back from the
 * fakes, carry the new text, and so does the public page. 'Discard revision' leaves every copy as it was.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';
import { connectFake, storedEverywhere } from './fake-readback';

const OLD = 'Teh first text.';
const NEW = 'The corrected text.';

async function api(page: Page, method: 'post' | 'patch', url: string, data?: object) {
  const origin = new URL(page.url()).origin;
  const res = await page.request[method](url, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number; url?: string };
}

/** Each fake's copies of the post titled `title`: which post, where, whether live, and which text it has. */
async function copies(page: Page, title: string) {
  const { wordpress, devto, ghost } = await storedEverywhere(page, title);
  const text = (t: string) => ({ old: t.includes(OLD), new: t.includes(NEW) });
  return {
    wordpress: wordpress.map((p) => ({ id: p.id, url: p.link, live: p.status === 'publish', ...text(p.content) })),
    devto: devto.map((a) => ({ id: a.id, url: a.url, live: a.published, ...text(a.body_markdown) })),
    ghost: ghost.map((p) => ({ id: p.id, url: p.url, live: p.status === 'published', ...text(p.html) })),
  };
}

/** A blog live on WordPress, DEV and Ghost (one copy each, read back from the fakes) and on its public page. */
async function liveEverywhere(page: Page) {
  await signUp(page, uniqueUser());
  await page.goto('/my-blogs');
  const connections = [
    await connectFake(page, 'wordpress'),
    await connectFake(page, 'devto'),
    await connectFake(page, 'ghost'),
  ];
  const title = `Revise me ${Date.now().toString(36)}${test.info().parallelIndex}`;
  const blog = await api(page, 'post', '/api/blogs', { title, content: `<p>${OLD}</p>`, isDraft: false });
  for (const c of connections) await api(page, 'post', `/api/blogs/${blog.id}/publish`, { platformConnectionId: c.id });
  const pageUrl = (await api(page, 'patch', `/api/blogs/${blog.id}/public-page`, { isPublic: true })).url!;
  const isLive = (c: Awaited<ReturnType<typeof copies>>) =>
    [c.wordpress, c.devto, c.ghost].every((list) => list.length === 1 && list[0]!.live && list[0]!.old);
  await expect.poll(async () => isLive(await copies(page, title)), { timeout: 60_000 }).toBe(true);
  return { title, pageUrl, before: await copies(page, title) };
}

/** From the blog's My Blogs card into the editor of a new revision; the text is replaced and saved. */
async function reviseAndSave(page: Page, title: string) {
  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: title });
  await expect(card.getByRole('button', { name: `Edit “${title}”` })).toBeDisabled();
  await card.getByRole('button', { name: `Start a revision of “${title}”` }).click();
  const banner = page.getByTestId('revision-banner');
  await expect(banner.getByText('Revision of a live blog')).toBeVisible();
  const editor = page.locator('.ProseMirror').first();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(NEW);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(banner.getByRole('button', { name: 'Update everywhere' })).toBeEnabled();
  return { card, banner };
}

test('published blog → Start a revision → edit → Update everywhere: the same WordPress, DEV and Ghost posts and the public page show the new text', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { title, pageUrl, before } = await liveEverywhere(page);
  const { card, banner } = await reviseAndSave(page, title);

  // The live copies keep their text while the revision is edited.
  expect(await copies(page, title)).toEqual(before);
  expect(await (await page.request.get(pageUrl)).text()).toContain(OLD);
  await page.screenshot({ path: 'test-results/revision-editor.png', fullPage: true });

  await banner.getByRole('button', { name: 'Update everywhere' }).click();
  await expect(page.getByText('Revision is live', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/my-blogs$/);

  // Every platform's post was edited in place: same id and URL, the new text instead of the old.
  const edited = (list: { old: boolean; new: boolean }[]) => list.map((c) => ({ ...c, old: false, new: true }));
  expect(await copies(page, title)).toEqual({
    wordpress: edited(before.wordpress),
    devto: edited(before.devto),
    ghost: edited(before.ghost),
  });
  const publicPage = await (await page.request.get(pageUrl)).text();
  expect(publicPage).toContain(NEW);
  expect(publicPage).not.toContain(OLD);
  await expect(card.getByRole('button', { name: `Start a revision of “${title}”` })).toBeVisible();
});

test('Discard revision: WordPress, DEV, Ghost and the public page keep the live text, untouched', async ({ page }) => {
  test.setTimeout(150_000);
  const { title, pageUrl } = await liveEverywhere(page);
  const stored = await storedEverywhere(page, title);
  const { card, banner } = await reviseAndSave(page, title);

  await banner.getByRole('button', { name: 'Discard revision' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Discard revision' }).click();
  await expect(page.getByText('Revision discarded', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/my-blogs$/);
  await expect(card.getByRole('button', { name: `Start a revision of “${title}”` })).toBeVisible();

  // Nothing was sent: each platform's post is exactly as stored before (Ghost's updated_at included).
  expect(await storedEverywhere(page, title)).toEqual(stored);
  const publicPage = await (await page.request.get(pageUrl)).text();
  expect(publicPage).toContain(OLD);
  expect(publicPage).not.toContain(NEW);
});
