import { expect, test, type Page } from '@playwright/test';
import { openBrowser } from './browsers';
import { signUp, uniqueUser } from './helpers';

/**
 * The assistant on a selection in the co-editing editor (docs/decisions/035), two people on one
 * shared blog: the owner's proposal is theirs alone until Accept (the commenter's copy keeps the
 * text), then everyone has the new text; the commenter is offered neither the bubble nor drops.
 */
async function sharedBlog(page: Page, other: Page) {
  await signUp(page, uniqueUser());
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/blogs', {
    headers: { origin },
    data: { title: 'Harbour at dawn', content: '<p>The boats are gonna leave.</p>', isDraft: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const commenter = { ...uniqueUser(), name: 'Cora Commenter' };
  expect((await other.request.post('/api/register', { headers: { origin }, data: commenter })).status()).toBe(201);
  const link = await page.request.post(`/api/blogs/${id}/invitations`, {
    headers: { origin },
    data: { role: 'commenter' },
  });
  expect(link.status()).toBe(201);
  const token = new URL(((await link.json()) as { url: string }).url).pathname.split('/').pop()!;
  expect((await other.request.post(`/api/invitations/${token}/accept`, { headers: { origin } })).status()).toBe(200);
  return id;
}

async function openLive(page: Page, id: number) {
  await page.goto(`/edit-blog/${id}`);
  await expect(page.getByTestId('coedit-status')).toContainText('Live', { timeout: 30_000 });
}

/** Selects the (only) paragraph: from its start to the end of the text. */
async function selectParagraph(page: Page, text: string) {
  await page
    .getByRole('textbox', { name: 'Content' })
    .locator('p')
    .filter({ hasText: text })
    .click({ position: { x: 1, y: 4 } });
  await page.keyboard.press('ControlOrMeta+Shift+End');
}

test('co-editing: the proposal is the writer’s own until Accept; a commenter is offered no AI and no drops', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const other = await openBrowser(browser, testInfo);
  const id = await sharedBlog(page, other);
  await openLive(page, id);
  await openLive(other, id);
  const mine = page.getByRole('textbox', { name: 'Content' });
  const theirs = other.getByRole('textbox', { name: 'Content' });

  await selectParagraph(page, 'The boats are gonna leave.');
  await page.getByRole('button', { name: 'AI on the selection' }).click();
  await page.getByRole('button', { name: 'Professional Tone' }).click();
  const proposal = mine.getByTestId('ai-proposal');
  await expect(proposal.getByTestId('ai-proposal-text')).toHaveText('The boats are going to leave.');
  // Pending: only a decoration in the owner's editor; the shared text is as it was. (The editors
  // also show each other's caret with its name.)
  await expect(theirs).toContainText('The boats are gonna leave.');
  await expect(theirs).not.toContainText('going to');
  await expect(theirs.getByTestId('ai-proposal')).toHaveCount(0);
  await proposal.getByRole('button', { name: /Accept/ }).click();
  await expect(mine).toContainText('The boats are going to leave.');
  await expect(theirs).toContainText('The boats are going to leave.');
  await expect(theirs).not.toContainText('gonna');

  // The commenter: selecting offers 'Comment' only.
  await selectParagraph(other, 'The boats are going to leave.');
  await expect(other.getByTestId('comment-bubble')).toBeVisible();
  await expect(other.getByRole('button', { name: 'AI on the selection' })).toHaveCount(0);
  // A picture dropped in their editor is not taken (nothing uploaded, nothing inserted).
  const uploads: string[] = [];
  other.on('request', (r) => {
    if (r.url().includes('/api/media/images')) uploads.push(r.url());
  });
  await theirs.evaluate((el) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'x.png', { type: 'image/png' }));
    const box = el.firstElementChild!.getBoundingClientRect();
    for (const type of ['dragenter', 'dragover', 'drop'])
      el.dispatchEvent(
        new DragEvent(type, {
          dataTransfer: dt,
          bubbles: true,
          cancelable: true,
          clientX: box.left + 4,
          clientY: box.top + box.height / 2,
        }),
      );
  });
  // The owner then types: the commenter's copy follows, and still holds no picture.
  await mine.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' At dawn.');
  await expect(theirs).toContainText('The boats are going to leave. At dawn.');
  // (ProseMirror's own separator after a caret at a line's end is no picture.)
  await expect(theirs.locator('img:not(.ProseMirror-separator)')).toHaveCount(0);
  await expect(other.getByTestId('image-upload-placeholder')).toHaveCount(0);
  expect(uploads).toEqual([]);
});
