import { describe, expect, it } from 'vitest';
import { destinationKey } from './destination';

describe('destinationKey: one key per site, whatever the credential', () => {
  it('keys self-hosted WordPress and Ghost by host and path, so http/https and a trailing slash are one site', () => {
    const a = destinationKey('wordpress', { apiUrl: 'https://Blog.Example.com/', login: 'admin' });
    const b = destinationKey('wordpress', { apiUrl: 'http://blog.example.com/wp-json', login: 'editor' });
    expect(a).toBe('wordpress:blog.example.com');
    expect(b).toBe(a);
    expect(destinationKey('wordpress', { apiUrl: 'https://example.com/blog/' })).toBe('wordpress:example.com/blog');
    expect(destinationKey('ghost', { apiUrl: 'https://me.ghost.io/' })).toBe('ghost:me.ghost.io');
  });

  it('keys WordPress.com by site, Hashnode by publication, DEV and Medium by account', () => {
    expect(destinationKey('wordpress', { siteId: ' Example.WordPress.com ' })).toBe(
      'wordpress:wpcom/example.wordpress.com',
    );
    expect(destinationKey('hashnode', { publicationId: '65a1', publicationHost: 'blog.example.dev' })).toBe(
      'hashnode:65a1',
    );
    expect(destinationKey('devto', { userId: '42', username: 'devwriter' })).toBe('devto:42');
    expect(destinationKey('medium', { authorId: 'author-1' })).toBe('medium:author-1');
  });

  it('is null when the settings do not say which site (a connection verified before the key existed)', () => {
    expect(destinationKey('devto', {})).toBeNull();
    expect(destinationKey('ghost', { apiUrl: 'not a url' })).toBeNull();
  });
});
