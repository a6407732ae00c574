/**
 * 'What the writer sees' on /create (docs/decisions/026-stored-videos-and-saved-claim-checks.md): the selected post's source pack — caption,
 * hashtags, every slide with the text read off it, a reel's transcript or the honest reason there is
 * none — and the creator's notes joining it.
 */
import { expect, test, type Page } from '@playwright/test';
import { SOURCE_PACK_COPY as C } from '../../common/copy-source-pack';
import { signUp, toast, uniqueUser } from './helpers';
import { connectSandbox } from './sandbox';

const posts = (page: Page) => page.getByTestId('instagram-post');

test('the creator sees what the writer sees of a post, adds notes, and is told why a reel has no transcript', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');

  const lisbon = posts(page).filter({ hasText: 'Golden hour over the Alfama rooftops' }).first();
  await expect(lisbon).toBeVisible({ timeout: 15_000 });
  await lisbon.click();

  const pack = page.getByTestId('source-pack');
  await expect(pack.getByText(C.title)).toBeVisible();
  await expect(pack.getByText('Lisbon, you have my heart.')).toBeVisible();
  await expect(pack.getByText('#lisbon #travelgram #goldenhour', { exact: true })).toBeVisible();
  // Built once in the background: the progress goes, every image is listed with what was read on it.
  await expect(pack.getByTestId('source-pack-progress')).toHaveCount(0, { timeout: 60_000 });
  await expect(pack.getByTestId('source-pack-slide')).toHaveCount(1);
  await expect(pack.getByTestId('source-pack-slide').first()).toContainText('Slide 1');

  const notes = pack.getByLabel(C.notes.label);
  await notes.fill('We stayed at Casa do Largo, €95 a night.');
  await pack.getByRole('button', { name: C.notes.save }).click();
  await expect(pack.getByText(C.notes.saved)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('source-pack-photo.png'), fullPage: true });

  // Checked against the post: a claim typed into the draft that the post does not support is flagged;
  // the price from the notes is not.
  const composer = page.getByRole('region', { name: 'Blog post' });
  await composer.getByRole('button', { name: 'Generate Blog Post' }).click();
  const editor = composer.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('Lisbon, you have my heart.', { timeout: 30_000 });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Breakfast was 250 g of pastries from Kashmir, and the room was €95 a night.');
  const flags = composer.getByTestId('claim-marks');
  await expect(flags).toContainText(C.claims.flag('250 g'));
  await expect(flags).toContainText(C.claims.flag('Kashmir'));
  await expect(flags).not.toContainText('€95');
  await flags.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('source-pack-claims.png') });
  const title = `Alfama mornings ${Date.now().toString(36)}`;
  await composer.getByLabel('Blog Title').fill(title);
  await composer.getByRole('button', { name: 'Save Blog' }).click();
  await expect(toast(page, 'Blog Saved!')).toBeVisible();

  // Notes are kept with the post: they are there after a reload.
  await page.reload();
  await lisbon.click();
  await expect(page.getByTestId('source-pack').getByLabel(C.notes.label)).toHaveValue(
    'We stayed at Casa do Largo, €95 a night.',
  );

  // A reel: the sandbox's video file is a stub, so the pack says why there is no transcript.
  await page.getByRole('tab', { name: 'Reels' }).click();
  await posts(page).first().click();
  const reelPack = page.getByTestId('source-pack');
  await expect(reelPack.getByText(C.mediaType.reel)).toBeVisible();
  await expect(reelPack.getByTestId('source-pack-transcript-note')).toBeVisible({ timeout: 60_000 });
  await expect(reelPack.getByTestId('source-pack-transcript-note')).toContainText(/video/i);
  await page.screenshot({ path: testInfo.outputPath('source-pack-reel.png'), fullPage: true });

  // The Publish dialog lists them before publishing.
  await page.goto('/my-blogs');
  await page
    .getByTestId('blog-card')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Publish "${title}"` });
  await expect(dialog.getByTestId('claim-flags')).toContainText(C.claims.flag('250 g'));
  await expect(dialog.getByTestId('claim-flags')).toContainText(C.claims.flag('Kashmir'));
  await page.screenshot({ path: testInfo.outputPath('source-pack-publish.png') });
});
