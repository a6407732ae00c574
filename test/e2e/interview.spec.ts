/**
 * The interview on /create: once the picked post's pack is ready, 3 to 5 questions the post doesn't
 * answer. The creator answers in a few words with the keyboard (one left blank), sees the answers in
 * 'What the writer sees', and the built-in writer's article holds them word for word. Desktop and phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { INTERVIEW_COPY as C } from '../../common/copy-interview';
import { signUp, uniqueUser } from './helpers';
import { connectSandbox } from './sandbox';

const posts = (page: Page) => page.getByTestId('instagram-post');

test('the creator answers the writer’s questions and the article uses their words', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');
  const lisbon = posts(page).filter({ hasText: 'Golden hour over the Alfama rooftops' }).first();
  await expect(lisbon).toBeVisible({ timeout: 15_000 });
  await lisbon.click();

  const interview = page.getByTestId('interview');
  await expect(interview.getByRole('heading', { name: C.title })).toBeVisible();
  const answers = interview.getByRole('textbox');
  await expect(answers.first()).toBeVisible({ timeout: 60_000 });
  const count = await answers.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);

  // Keyboard only: answer the first, skip the second, answer the third, Enter saves.
  await answers.first().focus();
  await page.keyboard.type('I moved to Lisbon 3 years ago for 6 months and stayed');
  await page.keyboard.press('Tab');
  await expect(answers.nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(answers.nth(2)).toBeFocused();
  await page.keyboard.type('go up to the viewpoint at 7 am, before the crowds');
  await page.keyboard.press('Enter');
  await expect(interview.getByText(C.saved)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await interview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('interview-answered.png') });

  // The answers join what the writer sees.
  const seen = page.getByTestId('source-pack').getByTestId('source-pack-answers');
  await expect(seen).toContainText('I moved to Lisbon 3 years ago for 6 months and stayed');
  await expect(seen).toContainText('go up to the viewpoint at 7 am, before the crowds');

  // The built-in writer writes them in, as the creator wrote them.
  const composer = page.getByRole('region', { name: 'Blog post' });
  await composer.getByRole('button', { name: 'Generate Blog Post' }).click();
  const editor = composer.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('I moved to Lisbon 3 years ago for 6 months and stayed.', { timeout: 30_000 });
  await expect(editor).toContainText('Go up to the viewpoint at 7 am, before the crowds.');
  await expect(editor).toContainText('Lisbon, you have my heart.');

  // After a reload the answers are still there.
  await page.reload();
  await expect(page.getByTestId('interview').getByRole('textbox').first()).toHaveValue(
    'I moved to Lisbon 3 years ago for 6 months and stayed',
    { timeout: 30_000 },
  );
});

test('the creator can skip the questions and bring them back with the keyboard', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');
  const post = posts(page).filter({ hasText: 'Night train from Vienna to Venice' }).first();
  await expect(post).toBeVisible({ timeout: 15_000 });
  await post.click();

  const interview = page.getByTestId('interview');
  await expect(interview.getByRole('textbox').first()).toBeVisible({ timeout: 60_000 });
  await interview.getByRole('button', { name: C.skip }).click();
  await expect(interview.getByText(C.skipped)).toBeVisible();
  await expect(interview.getByRole('textbox')).toHaveCount(0);
  await interview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('interview-skipped.png') });
  await interview.getByRole('button', { name: C.reopen }).focus();
  await page.keyboard.press('Enter');
  await expect(interview.getByRole('textbox').first()).toBeVisible();
});
