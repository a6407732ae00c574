import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client';

describe('isClientRoute', () => {
  it('matches every route of the spec route table', () => {
    for (const p of [
      '/',
      '/auth',
      '/create',
      '/my-blogs',
      '/edit-blog/12',
      '/connect-instagram',
      '/platform-connections',
      '/writing-prompts',
      '/collaborative-sessions',
    ]) {
      expect(isClientRoute(p)).toBe(true);
    }
  });
  it('does not match other paths', () => {
    for (const p of ['/nope', '/edit-blog', '/edit-blog/1/x', '/auth/extra']) expect(isClientRoute(p)).toBe(false);
  });
});
