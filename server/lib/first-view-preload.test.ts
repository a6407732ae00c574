import { describe, expect, it } from 'vitest';
import { firstViewPreloadTags } from './first-view-preload';

const tag = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

describe('firstViewPreloadTags', () => {
  it("lists the first view's chunk and everything it imports, once each, without the entry", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      '_first-view-2.js': {
        file: 'assets/first-view-2.js',
        name: 'first-view',
        imports: ['_a.js', 'index.html', '_b.js'],
      },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js', '_runtime.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
      'features/other.tsx': { file: 'assets/other.js', name: 'other' },
    };
    expect(firstViewPreloadTags(JSON.stringify(manifest))).toBe(
      ['assets/first-view-2.js', 'assets/a.js', 'assets/b.js', 'assets/runtime.js'].map(tag).join(''),
    );
  });

  it('is empty without a manifest, with a broken one or one of another shape, or without the chunk', () => {
    expect(firstViewPreloadTags(undefined)).toBe('');
    expect(firstViewPreloadTags('{not json')).toBe('');
    expect(firstViewPreloadTags('{"index.html": {"isEntry": true}}')).toBe('');
    expect(firstViewPreloadTags(JSON.stringify({ 'index.html': { file: 'assets/i.js', isEntry: true } }))).toBe('');
  });
});
