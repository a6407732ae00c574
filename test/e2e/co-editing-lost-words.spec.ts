import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser, type TestUser } from './helpers';

/**
 * Co-writing without losing a word (docs/decisions/020): two people in two browser contexts, and
 * every word either of them typed is in what the server saved afterwards, read back through the API.
 */

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

async function post(page: Page, url: string, data?: unknown) {
  const res = await page.request.post(url, { headers: originOf(page), data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

async function twoPeople(browser: Browser) {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [owner, guest] = await Promise.all(contexts.map((c) => c.newPage()));
  const ownerUser: TestUser = { ...uniqueUser(), name: 'Olga Owner' };
  await signUp(owner!, ownerUser);
  await signUp(guest!, { ...uniqueUser(), name: 'Gus Guest' });
  return { owner: owner!, guest: guest!, close: () => Promise.all(contexts.map((c) => c.close())) };
}

/** The blog's stored content once it holds every one of `words` (the server stores co-edits debounced). */
async function savedContentWith(page: Page, blogId: number, words: string[]) {
  let content = '';
  await expect
    .poll(
      async () => {
        content = ((await (await page.request.get(`/api/blogs/${blogId}`)).json()) as { content: string }).content;
        return words.filter((w) => !content.includes(w));
      },
      { timeout: 20_000, message: 'words missing from the saved blog' },
    )
    .toEqual([]);
  return content;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** The page's co-editing socket, passed through both ways, or held (queued in order) while `on`. */
async function holdableSocket(page: Page) {
  const queued: (() => void)[] = [];
  const held = {
    on: false,
    release() {
      held.on = false;
      queued.splice(0).forEach((send) => send());
    },
  };
  await page.routeWebSocket(/\/api\/coedit/, (ws) => {
    const server = ws.connectToServer();
    const pass = (send: () => void) => (held.on ? queued.push(send) : send());
    ws.onMessage((m) => pass(() => server.send(m)));
    server.onMessage((m) => pass(() => ws.send(m)));
  });
  return held;
}

test('two people typing at once into an empty shared draft keep every word, in order', async ({ browser }) => {
  test.setTimeout(90_000);
  const { owner, guest, close } = await twoPeople(browser);
  try {
    const prompt = await post(owner, '/api/writing-prompts', {
      title: 'Phonetic alphabet',
      description: 'Two voices spelling at once.',
      isPublic: false,
    });
    const session = await post(owner, '/api/collaborative-sessions', { promptId: prompt.id, title: 'Spelling' });
    const { token } = await post(owner, `/api/collaborative-sessions/${String(session.id)}/invite-link`);
    const held = await holdableSocket(guest);
    await guest.goto(`/collaborative-sessions?join=${String(token)}`);
    const guestDialog = guest.getByRole('dialog', { name: 'Spelling' });
    await owner.goto('/collaborative-sessions');
    await owner
      .getByTestId('session-card')
      .filter({ hasText: 'Spelling' })
      .getByRole('button', { name: /Join Session|View Session/ })
      .click();
    const ownerDialog = owner.getByRole('dialog', { name: 'Spelling' });
    const ownerDraft = ownerDialog.getByRole('textbox', { name: 'Shared draft of the session' });
    const guestDraft = guestDialog.getByRole('textbox', { name: 'Shared draft of the session' });
    await expect(ownerDialog.getByTestId('coedit-peers')).toContainText('Gus Guest');
    await expect(guestDialog.getByTestId('coedit-peers')).toContainText('Olga Owner');

    // "At once": the guest's socket holds its messages both ways while both type their first word,
    // so neither has seen the other's letters (as on a slow network); then both type on.
    await ownerDraft.click();
    await guestDraft.click();
    held.on = true;
    await owner.keyboard.type('Alpha ', { delay: 30 });
    await guest.keyboard.type('Xray ', { delay: 30 });
    held.release();
    await Promise.all([
      owner.keyboard.type('bravo charlie delta echo.', { delay: 40 }),
      guest.keyboard.type('yankee zulu whiskey victor.', { delay: 40 }),
    ]);
    const ownerText = 'Alpha bravo charlie delta echo.';
    const guestText = 'Xray yankee zulu whiskey victor.';
    const everyWord = [...words(ownerText), ...words(guestText)];
    for (const draft of [ownerDraft, guestDraft]) for (const word of everyWord) await expect(draft).toContainText(word);

    await ownerDialog.getByRole('button', { name: 'Turn into a blog' }).click();
    await expect(owner).toHaveURL(/\/edit-blog\/\d+$/);
    const blogId = Number(/\/edit-blog\/(\d+)$/.exec(owner.url())![1]);
    const saved = await savedContentWith(owner, blogId, everyWord);
    // No letter typed once shown twice, none lost: the blog's text is exactly what both typed (and its credit line).
    const text = saved
      .replace(/<p><em>Written with[^<]*<\/em><\/p>/, '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, '');
    expect(text).toHaveLength((ownerText + guestText).replace(/\s+/g, '').length);
    expect(text).toMatch(/Alpha.*bravo.*charlie.*delta.*echo\./);
    expect(text).toMatch(/Xray.*yankee.*zulu.*whiskey.*victor\./);
  } finally {
    await close();
  }
});

test('sharing a blog while editing carries the unsaved edits into the live document', async ({ browser }) => {
  test.setTimeout(90_000);
  const { owner, guest, close } = await twoPeople(browser);
  try {
    const blog = await post(owner, '/api/blogs', { title: 'Harbour', content: '<p>Boats at rest.</p>' });
    await owner.goto(`/edit-blog/${String(blog.id)}`);
    const ownerEditor = owner.getByRole('textbox', { name: 'Content' });
    await expect(ownerEditor).toContainText('Boats at rest.', { timeout: 20_000 });
    await ownerEditor.click();
    await owner.keyboard.press('ControlOrMeta+End');
    const unsaved = ' Gulls circle the unsaved mast.';
    await owner.keyboard.type(unsaved);
    await expect(owner.getByText('Unsaved changes')).toBeVisible();

    // The owner shares an invitation link; the guest joins and starts writing in the live document.
    await owner.getByRole('button', { name: 'Invite' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share this blog' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = await dialog.getByLabel('New invitation link (shown once)').inputValue();
    await guest.goto(link);
    await expect(guest).toHaveURL(new RegExp(`/edit-blog/${String(blog.id)}$`));
    const guestEditor = guest.getByRole('textbox', { name: 'Content' });
    await expect(guestEditor).toContainText('Boats at rest.', { timeout: 20_000 });
    await expect(guest.getByTestId('collaborative-editor')).toBeVisible();
    await guestEditor.click();
    await guest.keyboard.press('ControlOrMeta+End');
    await guest.keyboard.type(' Nets dry on the quay.');

    // The owner makes a second link: the page reads who has access again, learns the blog is
    // shared and goes live. The editor is the shared one, with what they typed and what the guest typed.
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByText('Gus Guest')).toBeVisible();
    await owner.keyboard.press('Escape');
    await expect(owner.getByTestId('collaborative-editor')).toBeVisible();
    for (const editor of [ownerEditor, guestEditor]) {
      await expect(editor).toContainText(unsaved.trim());
      await expect(editor).toContainText('Nets dry on the quay.');
    }

    await savedContentWith(owner, Number(blog.id), [...words('Boats at rest.'), ...words(unsaved), 'Nets', 'quay.']);
  } finally {
    await close();
  }
});

test('AI Apply on a shared blog keeps what a co-writer typed after Enhance', async ({ browser }) => {
  test.setTimeout(90_000);
  const { owner, guest, close } = await twoPeople(browser);
  try {
    const blog = await post(owner, '/api/blogs', {
      title: 'Bread day',
      content: "<p>We're gonna bake bread today, it's awesome!!!</p><p>The crust crackled.</p>",
    });
    const { url } = await post(owner, `/api/blogs/${String(blog.id)}/invitations`, { role: 'editor' });
    await guest.goto(String(url));
    await expect(guest).toHaveURL(new RegExp(`/edit-blog/${String(blog.id)}$`));
    await owner.goto(`/edit-blog/${String(blog.id)}`);
    const ownerEditor = owner.getByRole('textbox', { name: 'Content' });
    const guestEditor = guest.getByRole('textbox', { name: 'Content' });
    await expect(ownerEditor).toContainText('The crust crackled.', { timeout: 20_000 });
    await expect(guestEditor).toContainText('The crust crackled.', { timeout: 20_000 });
    await expect(owner.getByTestId('coedit-peers')).toContainText('Gus Guest');

    await owner.getByRole('button', { name: /AI Writing Assistant/ }).click();
    await owner.getByRole('radio', { name: 'Professional Tone' }).click();
    await owner.getByRole('button', { name: 'Enhance Content' }).click();
    await expect(toast(owner, 'Content enhanced')).toBeVisible();

    // After Enhance and before Apply, the co-writer adds a sentence.
    await guestEditor.click();
    await guest.keyboard.press('ControlOrMeta+End');
    await guest.keyboard.type(' Steam rose from the loaf.');
    await guestEditor.getByText('The crust crackled.').click();
    await guest.keyboard.press('End');
    await expect(ownerEditor).toContainText('Steam rose from the loaf.');

    await owner.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(owner, 'Changes applied')).toBeVisible();
    // The assistant's changes are made in the shared document as it is now, seen by both.
    for (const editor of [ownerEditor, guestEditor]) {
      await expect(editor).toContainText('We are going to bake bread today');
      await expect(editor).not.toContainText('gonna');
      await expect(editor).toContainText('The crust crackled. Steam rose from the loaf.');
    }
    // The co-writer types on after Apply too.
    await guest.keyboard.type(' Everyone ate.');

    const saved = await savedContentWith(owner, Number(blog.id), [
      'We are going to bake bread today',
      'The crust crackled.',
      'Steam rose from the loaf.',
      'Everyone ate.',
    ]);
    expect(saved).not.toContain('gonna');
  } finally {
    await close();
  }
});
