/**
 * /create's 'Not in your post' list: each claim of the draft that the post does not support, with
 * Keep, Edit and Remove. Edit selects the claim to type over it; Remove deletes its whole sentence
 * (what is left reads whole); after Keep or Remove the focus stays in the list.
 */
import { expect, test } from '@playwright/test';
import { SOURCE_PACK_COPY as C } from '../../common/copy-source-pack';
import { signUp, uniqueUser } from './helpers';
import { connectSandbox } from './sandbox';

test('the draft’s unsupported claims: Edit, Remove and Keep, with the focus kept on the list', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');
  const post = page.getByTestId('instagram-post').filter({ hasText: 'Golden hour over the Alfama rooftops' }).first();
  await expect(post).toBeVisible({ timeout: 15_000 });
  await post.click();

  const composer = page.getByRole('region', { name: 'Blog post' });
  await composer.getByRole('button', { name: 'Generate Blog Post' }).click();
  const draft = composer.getByRole('textbox', { name: 'Content' });
  await expect(draft).toContainText('Lisbon, you have my heart.', { timeout: 60_000 });
  await draft.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('We ate 250 g of pastéis every morning. We stayed 17 nights. The tram costs €3 each way.');

  const list = composer.getByTestId('claim-marks');
  for (const claim of ['250 g', '17 nights', '€3']) {
    await expect(list).toContainText(C.claims.flag(claim), { timeout: 15_000 });
  }
  await page.screenshot({ path: testInfo.outputPath('create-claims.png') });

  // Edit selects the claim in the text: typing replaces it, and its flag goes.
  await list.getByRole('button', { name: C.claims.editLabel('17 nights') }).click();
  await page.keyboard.type('a whole week');
  await expect(draft).toContainText('We stayed a whole week.');
  await expect(list).not.toContainText(C.claims.flag('17 nights'), { timeout: 15_000 });

  // Remove takes the whole sentence; the next claim's Remove has the focus.
  await list.getByRole('button', { name: C.claims.removeLabel('250 g') }).click();
  await expect(draft).not.toContainText('250 g');
  await expect(draft).not.toContainText('pastéis');
  await expect(draft).toContainText('We stayed a whole week. The tram costs €3 each way.');
  await expect(list.getByRole('button', { name: C.claims.removeLabel('€3') })).toBeFocused();

  // Keep by keyboard: the claim stays in the text, its mark goes, the focus stays on the list.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(list.getByRole('button', { name: C.claims.keepLabel('€3') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(draft).toContainText('The tram costs €3 each way.');
  await expect(draft.locator('mark[data-claim]')).toHaveCount(0);
  await expect(list.getByTestId('claims-handled')).toBeFocused();
  await expect(list).toContainText(C.claims.allHandled);
});
