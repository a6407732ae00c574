// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@common/constants';
import { pageWithDataBlock } from '../../test/helpers/data-block';

// The answers the server writes into the editor's page (docs/decisions/050-first-view-data-in-the-page.md).
const BLOG = { id: 5, title: 'Lisbon' };

/** A fresh module (it reads the block once per page) at `at`, with `text` as the page's block, if any. */
async function pageAt(at: string, text: string | undefined) {
  vi.resetModules();
  window.history.replaceState(null, '', at);
  pageWithDataBlock(PAGE_DATA_ELEMENT_ID, text);
  return import('./page-data');
}

describe("a page's first-view answers", () => {
  it('are read once from the block, for the address they were served at', async () => {
    const data = await pageAt('/edit-blog/5', JSON.stringify({ path: '/edit-blog/5', blog: BLOG }));
    expect(data.hasPageData('/edit-blog/5')).toBe(true);
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(data.pageData('blog', '/edit-blog/5')).toEqual(BLOG);
    expect(data.pageData('sharing', '/edit-blog/5')).toBeUndefined();
    expect(data.pageData('blog', '/edit-blog/6')).toBeUndefined();
  });

  it('are taken once by the query that would ask for them; the shell may still draw from them', async () => {
    const data = await pageAt('/edit-blog/5', JSON.stringify({ path: '/edit-blog/5', blog: BLOG }));
    expect(data.takePageData('blog', '/edit-blog/5')).toEqual(BLOG);
    expect(data.takePageData('blog', '/edit-blog/5')).toBeUndefined();
    expect(data.pageData('blog', '/edit-blog/5')).toEqual(BLOG);
  });

  it('are nothing once the browser has moved to another address', async () => {
    const data = await pageAt('/edit-blog/5', JSON.stringify({ path: '/edit-blog/5', blog: BLOG }));
    window.history.pushState(null, '', '/my-blogs');
    expect(data.pageData('blog', '/edit-blog/5')).toBeUndefined();
    expect(data.takePageData('blog', '/edit-blog/5')).toBeUndefined();
  });

  it('are nothing without a block, or with one that is not an object of answers', async () => {
    for (const text of [undefined, 'not json', '[1]', 'null']) {
      const data = await pageAt('/edit-blog/5', text);
      expect(data.hasPageData('/edit-blog/5'), String(text)).toBe(false);
      expect(data.pageData('blog', '/edit-blog/5'), String(text)).toBeUndefined();
    }
  });
});
