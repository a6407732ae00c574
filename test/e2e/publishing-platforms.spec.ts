import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';
import { e2eFakePorts, FAKE_DEVTO_KEY, FAKE_WP } from './fake-ports';

const FAKES = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));
const card = (page: Page, name: string) => page.getByTestId(`platform-${name}`);

test.describe('Publishing Platforms', () => {
  test('lists the platforms, connects DEV after a refused key, then disconnects it', async ({ page }) => {
    await signUp(page, uniqueUser());
    await page.goto('/platform-connections');
    await expect(page.getByRole('heading', { name: 'Publishing Platforms' })).toBeVisible();
    await expect(
      page.getByText('Connect your blogs to various publishing platforms to expand your reach.'),
    ).toBeVisible();
    for (const name of ['WordPress', 'Medium', 'DEV', 'Hashnode', 'Ghost']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(card(page, 'medium')).toContainText('Medium no longer issues integration tokens');
    await expect(card(page, 'hashnode')).toContainText('active Pro plan');
    await expect(page.getByRole('link', { name: 'Back to My Blogs' })).toHaveAttribute('href', '/my-blogs');

    const dev = card(page, 'devto');
    await dev.getByRole('button', { name: 'Connect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect DEV' });
    await dialog.getByLabel('API key').fill('not-the-right-key');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    // The modal hides the rest of the page from the accessibility tree, so find the toast by its list item.
    await expect(page.locator('li').getByText('Connection failed', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/DEV did not accept this API key/)).toBeVisible();

    await dialog.getByLabel('API key').fill(FAKE_DEVTO_KEY);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(toast(page, 'Connection created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dev.getByText('Connected')).toBeVisible();
    // The site row names the account (docs/decisions/041's site labels) and links to its page.
    await expect(dev.getByTestId('connection-site').getByRole('link', { name: 'devwriter' })).toHaveAttribute(
      'href',
      'https://dev.to/devwriter',
    );
    await expect(dev.getByRole('link', { name: 'Visit site' })).toHaveAttribute('href', 'https://dev.to');

    await dev.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disconnect' });
    await expect(confirm.getByText('Inkgram will no longer publish to this site.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await expect(toast(page, 'Connection deleted')).toBeVisible();
    await expect(dev.getByRole('button', { name: 'Connect' })).toBeVisible();
  });

  test('connects a self-hosted WordPress on the LAN (allowlisted) and refuses a private address', async ({ page }) => {
    await signUp(page, uniqueUser());
    await page.goto('/platform-connections');
    const wp = card(page, 'wordpress');
    await wp.getByRole('button', { name: 'Connect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect WordPress' });
    await expect(dialog.getByRole('radio', { name: 'Self-hosted' })).toHaveAttribute('aria-checked', 'true');

    await dialog.getByLabel('Site URL').fill('https://10.0.0.5');
    await dialog.getByLabel('Username').fill(FAKE_WP.username);
    await dialog.getByLabel('Application password').fill(FAKE_WP.appPassword);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog.getByText(/URL not allowed/)).toBeVisible();

    await dialog.getByLabel('Site URL').fill(`http://127.0.0.1:${FAKES.wordpress}`);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(toast(page, 'Connection created')).toBeVisible();
    await expect(wp.getByText('Connected')).toBeVisible();
    await expect(wp.getByText('admin', { exact: true })).toBeVisible();

    const list = await page.request.get('/api/platform-connections');
    const body = await list.text();
    expect(body).not.toContain('abcdefgh');
    expect(JSON.parse(body)).toMatchObject([{ platformName: 'wordpress', credentialHint: '••••uvwx' }]);
  });
});
