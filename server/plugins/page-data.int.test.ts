import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, SIGNED_IN_USER_ELEMENT_ID } from '@common/constants';
import { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

/**
 * docs/decisions/050-first-view-data-in-the-page.md: the editor's page carries the blog and how the
 * user stands to it, exactly as the API answers that user, and nothing anyone else may not read.
 */
let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'inkgram-client-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><head><title>Inkgram</title></head><div id="root"></div>',
  );
  // The build's manifest: the first view's chunk imports a copy chunk and the entry.
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-E.js', isEntry: true },
      '_first-view-F.js': { file: 'assets/first-view-F.js', name: 'first-view', imports: ['_copy-C.js', 'index.html'] },
      '_copy-C.js': { file: 'assets/copy-C.js', name: 'copy' },
    }),
  );
  t = await createTestApp({}, { clientDir });
});
afterAll(() => t.close());

const BLOCK = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`);
/** What the page's `<head>` asks for ahead of the entry. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
    .filter((m) => m.index < html.indexOf('</head>'))
    .map((m) => m[1]);
const pageDataOf = (html: string): unknown => {
  const block = BLOCK.exec(html)?.[1];
  return block === undefined ? undefined : JSON.parse(block);
};

async function writer() {
  const agent = new Agent(t.app);
  await agent.register();
  const made = await agent.post('/api/blogs', {
    title: 'Lisbon </script><script>alert(1)</script>',
    content: '<p>Trams at dawn.</p><h2>Part 2</h2><p>Tiles &amp; light.</p>',
  });
  expect(made.statusCode).toBe(201);
  return { agent, id: (made.json() as { id: number }).id };
}

describe("the editor's page", () => {
  it("carries the owner's blog and sharing as the API answers them, escaped, never stored", async () => {
    const { agent, id } = await writer();
    const res = await agent.get(`/edit-blog/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const block = BLOCK.exec(res.body)?.[1] ?? '';
    // The title's `</script>` cannot end the block: every `<` inside it is escaped.
    expect(block).not.toContain('<');
    expect(pageDataOf(res.body)).toEqual({
      path: `/edit-blog/${id}`,
      blog: (await agent.get(`/api/blogs/${id}`)).json(),
      sharing: (await agent.get(`/api/blogs/${id}/sharing`)).json(),
    });
    // Beside the user, before the page's markup, so that the entry finds both before it renders.
    expect(res.body.indexOf(PAGE_DATA_ELEMENT_ID)).toBeGreaterThan(res.body.indexOf(SIGNED_IN_USER_ELEMENT_ID));
    expect(res.body.indexOf(PAGE_DATA_ELEMENT_ID)).toBeLessThan(res.body.indexOf('<div id="root">'));
    // The chunk that draws it, and what that imports, are asked for from the head (not the entry).
    expect(preloadsOf(res.body)).toEqual(['/assets/first-view-F.js', '/assets/copy-C.js']);
  });

  it('carries what a member may read, with their own standing', async () => {
    const { agent: owner, id } = await writer();
    const created = await owner.post(`/api/blogs/${id}/invitations`, { role: 'commenter' });
    const token = (created.json() as { url: string }).url.split('/').pop() ?? '';
    const guest = new Agent(t.app);
    await guest.register();
    expect((await guest.post(`/api/invitations/${token}/accept`)).statusCode).toBe(200);

    const data = pageDataOf((await guest.get(`/edit-blog/${id}`)).body);
    expect(data).toEqual({
      path: `/edit-blog/${id}`,
      blog: (await guest.get(`/api/blogs/${id}`)).json(),
      sharing: (await guest.get(`/api/blogs/${id}/sharing`)).json(),
    });
    expect(data).toMatchObject({
      sharing: { access: 'commenter', shared: true },
      blog: { abilities: { update: false } },
    });
  });

  it("carries nothing of another user's blog, of a missing one, or for a bad address", async () => {
    const { id } = await writer();
    const other = new Agent(t.app);
    await other.register();
    for (const url of [`/edit-blog/${id}`, '/edit-blog/999999', '/edit-blog/abc', '/edit-blog/0', '/edit-blog/%41']) {
      const res = await other.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(SIGNED_IN_USER_ELEMENT_ID);
      expect(res.body, url).not.toContain(PAGE_DATA_ELEMENT_ID);
      expect(res.body, url).not.toContain('Trams at dawn');
      expect(preloadsOf(res.body), url).toEqual([]);
    }
  });

  it('is left out of other pages, and for a visitor without a session', async () => {
    const { agent, id } = await writer();
    const myBlogs = (await agent.get('/my-blogs')).body;
    expect(myBlogs).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect(preloadsOf(myBlogs)).toEqual([]);
    const stranger = await t.app.inject({ method: 'GET', url: `/edit-blog/${id}` });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect(stranger.body).not.toContain('Trams at dawn');
  });
});
