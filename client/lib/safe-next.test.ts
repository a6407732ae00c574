import { describe, expect, it } from 'vitest';
import { authPathFor, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeNextPath('/my-blogs')).toBe('/my-blogs');
    expect(safeNextPath('/edit-blog/3?tab=seo#top')).toBe('/edit-blog/3?tab=seo#top');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%0a//evil.example'.replace('%0a', '\n'),
    'my-blogs',
    '',
    '/auth',
    '/auth?next=/x',
  ])('rejects %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('builds the sign-in address for a page, and none for home', () => {
    expect(authPathFor('/collaborative-sessions?session=4')).toBe('/auth?next=%2Fcollaborative-sessions%3Fsession%3D4');
    expect(authPathFor('/')).toBe('/auth');
    expect(authPathFor('//evil.example')).toBe('/auth');
  });
});
