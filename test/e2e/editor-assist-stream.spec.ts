/**
 * The assistant on a selection streams (docs/decisions/035): the proposal grows as the writer
 * writes it. The e2e server paces the built-in writer's pieces (AI_BUILTIN_STREAM_PACE_MS in
 * playwright.config.ts), and every state the proposal's text goes through is recorded in the page
 * by a MutationObserver, so seeing a part before the whole does not depend on when the test looks.
 * Stop (and Escape) end it with the text as it was (that the server's writer stops is
 * server/modules/ai/enhance-stream.int.test.ts); an error in the middle of the answer says so and
 * inserts nothing.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';

const PARAGRAPH =
  "We're gonna bake bread today and it's gonna be awesome, the crust is gonna crackle and the crumb is gonna be super soft and honestly kinda perfect.";

async function openEditor(page: Page) {
  await signUp(page, uniqueUser());
  const res = await page.request.post('/api/blogs', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      title: 'Bread day',
      content: `<p>${PARAGRAPH}</p><p>The end.</p>`,
      tags: 'baking',
      category: 'Food & Recipes',
      isDraft: false,
    },
  });
  expect(res.status()).toBe(201);
  const blog = (await res.json()) as { id: number };
  await page.goto(`/edit-blog/${blog.id}`);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('The end.', { timeout: 20_000 }); // the editor's chunk loads lazily
  return { blog, editor };
}

/** Selects the first paragraph whole and runs a preset on it. */
async function runPreset(page: Page, editor: Locator, preset: string) {
  await editor.locator('p').first().click({ clickCount: 3 }); // the paragraph's text
  await page.getByRole('button', { name: 'AI on the selection' }).click();
  await page.getByRole('button', { name: preset }).click();
}

/** Records, in the page, every text the proposal shows and its status, from now on. */
async function recordProposal(page: Page) {
  await page.evaluate(() => {
    const seen: { status: string; text: string }[] = [];
    (window as unknown as { proposalStates: typeof seen }).proposalStates = seen;
    new MutationObserver(() => {
      const box = document.querySelector('[data-testid="ai-proposal"]');
      const text = box?.querySelector('[data-testid="ai-proposal-text"]')?.textContent ?? '';
      const status = box?.getAttribute('data-status') ?? 'none';
      const last = seen.at(-1);
      if (!last || last.status !== status || last.text !== text) seen.push({ status, text });
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

const statesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { proposalStates: { status: string; text: string }[] }).proposalStates);

test('the proposal grows as the writer writes it, then Accept takes the whole of it', async ({ page }) => {
  test.setTimeout(60_000);
  const { editor } = await openEditor(page);
  await recordProposal(page);
  await runPreset(page, editor, 'Professional Tone');
  const proposal = editor.getByTestId('ai-proposal');
  await expect(proposal).toHaveAttribute('data-status', 'ready');
  await expect(editor.locator('[data-ai-original]')).toHaveCSS('text-decoration-line', 'line-through');
  const final = (await proposal.getByTestId('ai-proposal-text').textContent()) ?? '';
  expect(final).toContain('going to');

  const streamed = (await statesOf(page)).filter((s) => s.status === 'streaming' && s.text);
  expect(streamed.length).toBeGreaterThan(1);
  for (const s of streamed) {
    expect(s.text.length).toBeLessThan(final.length);
    expect(final.startsWith(s.text.trimEnd())).toBe(true);
  }
  await proposal.getByRole('button', { name: /Accept/ }).click();
  await expect(editor.locator('p').first()).toHaveText(final);
});

test('Stop ends the answer with the text as it was; an error mid-answer says so and inserts nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { editor } = await openEditor(page);
  const proposal = editor.getByTestId('ai-proposal');
  const first = editor.locator('p').first();

  // The answer is held back until the test lets it go, so Stop is pressed while the writer works.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/enhance-blog/stream', async (route) => {
    await held;
    await route.continue().catch(() => undefined); // the page may have dropped it already
  });
  await runPreset(page, editor, 'Professional Tone');
  await expect(proposal).toHaveAttribute('data-status', 'working');
  await page.screenshot({ path: 'test-results/editor-assist-stop.png' });
  await proposal.getByRole('button', { name: /Stop/ }).click();
  await expect(proposal).toBeHidden();
  await expect(first).toHaveText(PARAGRAPH);

  // Escape stops it too.
  await runPreset(page, editor, 'Professional Tone');
  await expect(proposal).toHaveAttribute('data-status', 'working');
  await page.keyboard.press('Escape');
  await expect(proposal).toBeHidden();
  release();
  await expect(first).toHaveText(PARAGRAPH);
  await page.unroute('**/api/enhance-blog/stream');

  // The writer fails after a first piece: the proposal says why, the text is untouched.
  await page.route('**/api/enhance-blog/stream', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body:
        'data: {"type":"partial","content":"<p>We are going to</p>"}\n\n' +
        'data: {"type":"error","message":"The AI provider stopped answering. Please try again.","code":"ai_unavailable"}\n\n',
    }),
  );
  await runPreset(page, editor, 'Professional Tone');
  await expect(proposal).toHaveAttribute('data-status', 'note');
  await expect(proposal).toContainText(
    'The assistant could not do that: The AI provider stopped answering. Please try again.',
  );
  await proposal.getByRole('button', { name: /Dismiss/ }).click();
  await expect(proposal).toBeHidden();
  await expect(first).toHaveText(PARAGRAPH);
});
