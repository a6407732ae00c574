import { describe, expect, it } from 'vitest';
import { devtoTags, hashnodeTags, htmlToMarkdown, mediumTags, plainTags, retryAfterMs, slugify } from './content';
import { ghostToken } from './ghost/ghost.publisher';

describe('content conversion', () => {
  it('turns HTML into Markdown keeping headings, emphasis, lists, links, images and fenced code', () => {
    const md = htmlToMarkdown(
      '<h1>Title</h1><p>Some <em>soft</em> <strong>light</strong> and <u>under</u> <a href="https://x.example">a link</a>.</p><ul><li>one</li><li>two</li></ul><pre><code class="language-ts">const a = 1;\n</code></pre><img src="https://i.example/a.png" alt="A">',
    );
    expect(md).toBe(
      '# Title\n\nSome *soft* **light** and under [a link](https://x.example).\n\n-   one\n-   two\n\n```ts\nconst a = 1;\n```\n\n![A](https://i.example/a.png)',
    );
  });

  it('never lets content start a DEV front-matter block', () => {
    expect(htmlToMarkdown('<hr><p>x</p>').startsWith('---')).toBe(false);
  });
});

describe('tags per platform', () => {
  it('DEV: lowercase alphanumerics (Unicode letters kept), ≤30 chars, at most 4, deduplicated', () => {
    expect(devtoTags(['AI Writing', 'ai-writing', 'Café', 'C++', 'x'.repeat(40), 'six'])).toEqual([
      'aiwriting',
      'café',
      'c',
      'x'.repeat(30),
    ]);
  });
  it('Hashnode: slug objects keeping the name, at most 15', () => {
    expect(hashnodeTags(['#AI Writing', 'ai writing', 'Node.js'])).toEqual([
      { slug: 'ai-writing', name: 'AI Writing' },
      { slug: 'node-js', name: 'Node.js' },
    ]);
    expect(hashnodeTags(Array.from({ length: 20 }, (_, i) => `t${i}`))).toHaveLength(15);
  });
  it('Medium: first 3 tags of at most 25 characters', () => {
    expect(mediumTags(['x'.repeat(26), 'a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
  });
  it('WordPress/Ghost: names without leading #', () => {
    expect(plainTags(['#internal', ' Travel ', 'Travel', ''])).toEqual(['internal', 'Travel']);
  });
  it('slugs are ASCII words joined by hyphens', () => {
    expect(slugify('Crème brûlée: 5 tips & tricks!')).toBe('creme-brulee-5-tips-tricks');
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, capped at an hour', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs('999999')).toBe(3_600_000);
    expect(retryAfterMs(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8000);
    expect(retryAfterMs(null, 1234)).toBe(1234);
  });
});

describe('Ghost Admin token', () => {
  it('is an HS256 JWT with kid, aud /admin/ and a 5-minute lifetime', () => {
    const token = ghostToken(`${'a'.repeat(24)}:${'b'.repeat(64)}`, 1_700_000_000_000);
    const [h, p] = token.split('.');
    expect(JSON.parse(Buffer.from(h ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
      kid: 'a'.repeat(24),
    });
    expect(JSON.parse(Buffer.from(p ?? '', 'base64url').toString())).toEqual({
      iat: 1_700_000_000,
      exp: 1_700_000_300,
      aud: '/admin/',
    });
  });
});
