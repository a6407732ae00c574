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
    '/.//evil.example',
    '/..//evil.example',
    '/../..//evil.example/x?y=1',
    '/./..//./evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/my-blogs/..//evil.example',
    '/./auth',
  ])('rejects %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('keeps a page of ours when dot segments resolve to one', () => {
    expect(safeNextPath('/./my-blogs')).toBe('/my-blogs');
    expect(safeNextPath('/a/../edit-blog/3')).toBe('/edit-blog/3');
    expect(safeNextPath('/my-blogs//x')).toBe('/my-blogs//x');
  });

  it('never returns a target another origin could be read from', () => {
    for (const raw of ['/.//evil.example', '/..//evil.example', '/%2e%2e//evil.example', '/.///evil.example']) {
      const next = safeNextPath(raw) ?? '/';
      expect(new URL(next, 'https://inkgram.example').origin).toBe('https://inkgram.example');
    }
  });

  it('builds the sign-in address for a page, and none for home', () => {
    expect(authPathFor('/collaborative-sessions?session=4')).toBe('/auth?next=%2Fcollaborative-sessions%3Fsession%3D4');
    expect(authPathFor('/')).toBe('/auth');
    expect(authPathFor('//evil.example')).toBe('/auth');
    expect(authPathFor('/.//evil.example')).toBe('/auth');
  });
});
