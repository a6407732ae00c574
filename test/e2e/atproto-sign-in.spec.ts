/**
 * docs/decisions/043-at-protocol-standard-site.md in Chromium, against a real PDS and PLC directory
 * started here (test/helpers/atproto-network.ts; the server under test is configured for their
 * ports in playwright.config.ts): 'Sign in with Bluesky' from the Connect dialog, the person's
 * consent on their PDS's own page, a publish through that connection, and the article's public
 * page naming the `site.standard.document` the PDS holds.
 */
import { expect, test, type Page } from '@playwright/test';
import { startAtprotoNetwork } from '../helpers/atproto-network';
import { e2eFakePorts } from './fake-ports';
import { signUp, uniqueUser } from './helpers';

const FAKES = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));
let net: Awaited<ReturnType<typeof startAtprotoNetwork>>;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  net = await startAtprotoNetwork({ pds: FAKES.pds, plc: FAKES.plc });
});
test.afterAll(async () => net?.close());

async function api(page: Page, method: 'post' | 'patch', url: string, data?: object) {
  const res = await page.request[method](url, { data, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

test('sign in with Bluesky, publish, and the public page names the document on the PDS', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const user = uniqueUser();
  await signUp(page, user);
  const acct = await net.account();

  await page.goto('/platform-connections');
  const card = page.getByTestId('platform-atproto');
  await card.getByRole('button', { name: /^Connect/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Sign in with Bluesky (recommended)' })).toBeChecked();
  await dialog.getByLabel('Handle or DID').fill(acct.handle);
  await dialog.getByRole('button', { name: 'Continue to Bluesky' }).click();

  // The account's own PDS: its sign-in page, then the consent.
  await page.waitForURL((url) => url.origin === net.pds.url);
  await page.getByRole('textbox', { name: 'Password' }).fill(acct.password);
  await page.getByRole('button', { name: /^(Sign in|Next)$/ }).click();
  await page.getByRole('button', { name: 'Authorize' }).click();

  await page.waitForURL(/\/platform-connections\?connected=\d+/);
  await expect(page.getByRole('status').filter({ hasText: 'Signed in with Bluesky' })).toBeVisible();
  await expect(card.getByTestId('connection-site')).toContainText(acct.handle);

  // A public blog, published through that connection (the job runs in the server under test).
  const title = `Tide pools at dawn ${Date.now()}`;
  const blog = await api(page, 'post', '/api/blogs', {
    title,
    content: `<p>${title}: anemones open as the water comes back.</p>`,
    tags: ['coast'],
    category: 'Travel',
  });
  await api(page, 'patch', `/api/blogs/${blog.id}/public-page`, { isPublic: true });
  const connections = (await (await page.request.get('/api/platform-connections')).json()) as {
    id: number;
    platformName: string;
  }[];
  const atproto = connections.find((c) => c.platformName === 'atproto')!;
  await api(page, 'post', `/api/blogs/${blog.id}/publish`, { platformConnectionId: atproto.id });
  let uri = '';
  await expect
    .poll(
      async () => {
        const rows = (await (await page.request.get(`/api/blogs/${blog.id}/publications`)).json()) as {
          status: string;
          platformBlogId: string | null;
        }[];
        uri = rows.find((r) => r.status === 'published')?.platformBlogId ?? '';
        return uri;
      },
      { timeout: 30_000 },
    )
    .toMatch(new RegExp(`^at://${acct.did}/site\\.standard\\.document/`));

  // The article page as anyone reads it names the record, and the PDS holds it.
  const pageUrl = (await (await page.request.get(`/api/blogs/${blog.id}/public-page`)).json()) as { url: string };
  const reader = await (await browser.newContext()).newPage();
  expect((await reader.goto(pageUrl.url))?.status()).toBe(200);
  await expect(reader.locator('link[rel="site.standard.document"]')).toHaveAttribute('href', uri);
  const record = await net.getRecord(uri);
  expect(record.status).toBe(200);
  expect(record.body.value).toMatchObject({ $type: 'site.standard.document', title });
});
