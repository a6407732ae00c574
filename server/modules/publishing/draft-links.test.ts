import { describe, expect, it } from 'vitest';
import { draftEditUrl, ghostDraftUrl, hashnodeDraftUrl, wordpressDraftUrl } from './draft-links';

describe('a draft opens in the platform editor', () => {
  it('self-hosted WordPress: wp-admin of the site, with the scheme the site answered with', () => {
    expect(wordpressDraftUrl('blog.example', '42')).toBe('https://blog.example/wp-admin/post.php?post=42&action=edit');
    expect(
      draftEditUrl({
        platformName: 'wordpress',
        destinationKey: 'wordpress:127.0.0.1:8080/sub',
        platformBlogId: '7',
        platformBlogUrl: 'http://127.0.0.1:8080/sub/?p=7',
      }),
    ).toBe('http://127.0.0.1:8080/sub/wp-admin/post.php?post=7&action=edit');
  });

  it('WordPress.com: the WordPress.com editor of that site', () => {
    expect(
      draftEditUrl({
        platformName: 'wordpress',
        destinationKey: 'wordpress:wpcom/myblog.wordpress.com',
        platformBlogId: '12',
        platformBlogUrl: 'https://myblog.wordpress.com/?p=12',
      }),
    ).toBe('https://wordpress.com/post/myblog.wordpress.com/12');
  });

  it('Ghost: the admin editor; Hashnode: its draft editor', () => {
    expect(ghostDraftUrl('ghost.example', 'abc123')).toBe('https://ghost.example/ghost/#/editor/post/abc123');
    expect(hashnodeDraftUrl('d1')).toBe('https://hashnode.com/draft/d1');
    expect(
      draftEditUrl({
        platformName: 'hashnode',
        destinationKey: 'hashnode:pub1',
        platformBlogId: 'd1',
        platformBlogUrl: null,
      }),
    ).toBe('https://hashnode.com/draft/d1');
  });

  it('no link without the remote post, its site, or on a platform without a draft editor', () => {
    const base = { destinationKey: 'wordpress:blog.example', platformBlogUrl: null };
    expect(draftEditUrl({ ...base, platformName: 'wordpress', platformBlogId: null })).toBeNull();
    expect(
      draftEditUrl({
        platformName: 'wordpress',
        destinationKey: 'connection:3',
        platformBlogId: '1',
        platformBlogUrl: null,
      }),
    ).toBeNull();
    expect(draftEditUrl({ ...base, platformName: 'devto', platformBlogId: '1' })).toBeNull();
  });
});
