import { describe, expect, it } from 'vitest';
import { blogBodyHtml, blogHtmlDocument, blogMarkdown, slugOf } from './blog-documents';

const blog = {
  title: 'Pancakes: "fluffy" </title><script>alert(1)</script>',
  content: '<h2>Batter</h2><p>Mix <strong>200 g</strong> flour.</p><img src="/media/a.jpg" alt="Stack" />',
  tags: ['breakfast', 'pancakes'],
  category: 'Food',
  featuredImage: '/media/f.jpg',
  seoDescription: 'Fluffy pancakes in 10 minutes',
  isDraft: false,
  createdAt: new Date('2026-05-01T08:00:00Z'),
};

describe('blog documents', () => {
  it('writes Markdown front matter a YAML reader parses back to the same values', () => {
    const md = blogMarkdown(blog, { canonical: 'https://inkgram.test/p/ann/pancakes' });
    const front = md.split('---\n')[1] ?? '';
    const values = Object.fromEntries(
      front
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), JSON.parse(line.slice(line.indexOf(':') + 1)) as unknown]),
    );
    expect(values).toMatchObject({
      title: blog.title,
      description: 'Fluffy pancakes in 10 minutes',
      tags: ['breakfast', 'pancakes'],
      canonical: 'https://inkgram.test/p/ann/pancakes',
    });
    expect(md).toContain('## Batter');
    expect(md).toContain('**200 g**');
  });

  it('writes clean HTML with the title escaped and the canonical link in the head', () => {
    const html = blogHtmlDocument(blog, { canonical: 'https://inkgram.test/p/ann/pancakes' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>Pancakes: &quot;fluffy&quot; &lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('<link rel="canonical" href="https://inkgram.test/p/ann/pancakes">');
    expect(html).toContain('<img src="/media/f.jpg"');
  });

  it('puts the featured image above the body once, not when the body already shows it', () => {
    expect(blogBodyHtml(blog)).toMatch(/^<p><img src="\/media\/f.jpg"/);
    expect(blogBodyHtml({ ...blog, featuredImage: '/media/a.jpg' })).toBe(blog.content);
  });

  it('makes file-name slugs without accents, never empty', () => {
    expect(slugOf('Crème brûlée — at home!')).toBe('creme-brulee-at-home');
    expect(slugOf('日本')).toBe('untitled');
  });
});
