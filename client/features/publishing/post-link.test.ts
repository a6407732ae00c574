import { describe, expect, it } from 'vitest';
import { postLink } from './post-link';

describe('the link under a destination', () => {
  it('a draft opens in the platform editor the server named', () => {
    expect(
      postLink(
        {
          editUrl: 'https://blog.example/wp-admin/post.php?post=4&action=edit',
          platformBlogUrl: 'https://blog.example/?p=4',
        },
        'WordPress',
      ),
    ).toEqual({ href: 'https://blog.example/wp-admin/post.php?post=4&action=edit', label: 'Open draft in WordPress' });
  });

  it('a post opens at its public URL; nothing without one', () => {
    expect(postLink({ editUrl: null, platformBlogUrl: 'https://blog.example/hello' }, 'WordPress')).toEqual({
      href: 'https://blog.example/hello',
      label: 'View published post',
    });
    expect(postLink({ editUrl: null, platformBlogUrl: null }, 'DEV')).toBeNull();
  });
});
