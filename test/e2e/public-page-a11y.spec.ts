/**
 * docs/product.md for docs/decisions/022-public-pages.md's screens: 0 critical or serious axe-core violations on the Share &
 * export dialog, a public page and the creator's index of them, at 1280 px (desktop project) and
 * 390 px (phone project).
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signUp, uniqueUser } from './helpers';

// The app's CSP (script-src 'self') rightly refuses injected scripts; only these audits bypass it.
test.use({ bypassCSP: true });

test('the Share & export dialog and the public page are accessible', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueUser());
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/blogs', {
    headers: { origin },
    data: {
      title: 'Sunrise over the Tagus',
      content: '<h2>Where to stand</h2><p>The Miradouro de Santa Luzia at <strong>6:40</strong>.</p>',
      tags: ['lisbon'],
      category: 'Travel',
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await page.request.patch(`/api/blogs/${id}/public-page`, {
    headers: { origin },
    data: { isPublic: true, discloseAi: true },
  });

  await page.goto('/my-blogs');
  await page.getByRole('button', { name: /Share & export/ }).click();
  await expect(page.getByTestId('public-page-url')).toBeVisible();
  await expectAccessible(page, 'Share & export dialog');

  await page.goto(await page.getByTestId('public-page-url').innerText());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunrise over the Tagus');
  await expectAccessible(page, 'public page');

  await page.getByRole('link', { name: 'Maya Lens' }).click();
  await expect(page.getByRole('link', { name: 'Sunrise over the Tagus' })).toBeVisible();
  await expectAccessible(page, "the creator's public index");
});
