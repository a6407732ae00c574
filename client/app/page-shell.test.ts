import { describe, expect, it } from 'vitest';
import { shellTitle } from './PageShell';

describe('the page shell shown while a signed-in page loads', () => {
  it('carries the heading the page itself shows, found from the address alone', () => {
    expect(shellTitle('/my-blogs')).toBe('My Blog Posts');
    expect(shellTitle('/my-blogs/')).toBe('My Blog Posts');
    expect(shellTitle('/edit-blog/42')).toBe('Edit Blog Post');
    expect(shellTitle('/')).toBe('Welcome to Inkgram');
    expect(shellTitle('/writing-prompts')).toBe('Writing Prompts');
  });

  it('has no heading for pages whose heading depends on what loads', () => {
    expect(shellTitle('/settings')).toBeUndefined();
    expect(shellTitle('/invitations/abc')).toBeUndefined();
    expect(shellTitle('/no-such-page')).toBeUndefined();
  });
});
