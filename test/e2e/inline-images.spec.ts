/**
 * Images are files (docs/decisions/028), in Chromium against the e2e WordPress fake: a picture
 * uploaded in the editor goes to the media library and into the content as `/media/…`, the editor
 * asks for its alt text (and edits it later), and once published the WordPress post's HTML shows
 * the picture from WordPress's media library with that alt text.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';
import { e2eFakePorts, FAKE_WP } from './fake-ports';

const FAKES = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));
const WP_SITE = `http://127.0.0.1:${FAKES.wordpress}`;
const WP_API = `${WP_SITE}/wp-json/wp/v2`;
const WP_AUTH = {
  authorization: `Basic ${Buffer.from(`${FAKE_WP.username}:${FAKE_WP.appPassword}`).toString('base64')}`,
};

/** An 800×500 PNG in one colour (a different one per run, so its media key is new). */
function png(width = 800, height = 500): Buffer {
  const [r, g, b] = [Math.floor(Math.random() * 200), 140, 90];
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function api(page: Page, method: 'post' | 'patch', url: string, data?: object) {
  const res = await page.request[method](url, { data, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

async function connectWordPress(page: Page) {
  const platforms = (await (await page.request.get('/api/publishing-platforms')).json()) as {
    id: number;
    name: string;
  }[];
  return api(page, 'post', '/api/platform-connections', {
    platformId: platforms.find((p) => p.name === 'wordpress')?.id,
    username: FAKE_WP.username,
    apiKey: FAKE_WP.appPassword,
    settings: { apiUrl: WP_SITE },
  });
}

test('upload a picture in the editor, give it alt text, publish: WordPress shows it from its media library', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueUser());
  await connectWordPress(page);
  const title = `Ricotta pancakes ${Date.now()}`;
  const blog = await api(page, 'post', '/api/blogs', {
    title,
    content: '<p>Whisk the ricotta first.</p>',
    tags: 'breakfast',
    category: 'Food & Recipes',
    isDraft: false,
  });

  await page.goto(`/edit-blog/${blog.id}`);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('Whisk the ricotta first.');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  const picture = png();
  await page
    .getByLabel('Upload from device')
    .setInputFiles({ name: 'pancakes.png', mimeType: 'image/png', buffer: picture });

  // The picture is stored, then its alt text is asked for.
  const altStep = page.getByRole('dialog', { name: 'Alt text' });
  await expect(altStep.getByLabel('Alt text')).toBeFocused();
  await expect(editor.locator('img')).toHaveAttribute('src', /^\/media\/[a-f0-9]{64}\.png$/);
  await altStep.getByLabel('Alt text').fill('Ricotta pancakes');
  await page.keyboard.press('Enter');
  await expect(altStep).toBeHidden();
  const img = editor.locator('img');
  await expect(img).toHaveAttribute('alt', 'Ricotta pancakes');
  const src = (await img.getAttribute('src')) ?? '';
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(picture)).toBe(true);

  // Later: select the picture, and the image button edits its alt text.
  await img.click();
  const editAlt = page.getByRole('button', { name: 'Image alt text', exact: true });
  await expect(editAlt).toHaveAttribute('aria-pressed', 'true');
  await editAlt.click();
  await expect(altStep.getByLabel('Alt text')).toHaveValue('Ricotta pancakes');
  await altStep.getByLabel('Alt text').fill('A stack of ricotta pancakes with blueberries');
  await altStep.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(img).toHaveAttribute('alt', 'A stack of ricotta pancakes with blueberries');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Blog Updated')).toBeVisible();
  const saved = (await (await page.request.get(`/api/blogs/${blog.id}`)).json()) as { content: string };
  expect(saved.content).toContain(`src="${src}"`);
  expect(saved.content).not.toContain('data:');

  // Publish to WordPress from the card's Publish dialog.
  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${title}"` });
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(card.getByText('WordPress: Published')).toBeVisible({ timeout: 60_000 });

  // The WordPress post's HTML: the picture from the media library, with its alt text.
  const found = (await (
    await page.request.get(`${WP_API}/posts?search=${encodeURIComponent(title)}`, { headers: WP_AUTH })
  ).json()) as { id: number }[];
  expect(found).toHaveLength(1);
  const post = (await (await page.request.get(`${WP_API}/posts/${found[0]!.id}`, { headers: WP_AUTH })).json()) as {
    content: { rendered: string };
  };
  const html = post.content.rendered;
  const media = (await (
    await page.request.get(`${WP_API}/media?search=inkgram-${src.slice('/media/'.length, '/media/'.length + 16)}`, {
      headers: WP_AUTH,
    })
  ).json()) as { source_url: string; alt_text: string }[];
  expect(media).toHaveLength(1);
  expect(media[0]!.source_url).toMatch(new RegExp(`^${WP_SITE}/wp-content/uploads/`));
  expect(media[0]!.alt_text).toBe('A stack of ricotta pancakes with blueberries');
  expect(html).toContain(`<img src="${media[0]!.source_url}" alt="A stack of ricotta pancakes with blueberries"`);
  expect(html).not.toContain('/media/');
  expect(html).not.toContain('data:');
});
