import { describe, expect, it } from 'vitest';
import {
  lengthHint,
  previewBreadcrumb,
  previewDescription,
  previewTitle,
  titleWidthPx,
  TITLE_WIDTH_PX,
} from './seo-preview';

describe('length hints', () => {
  it('SEO title: empty, short under 50, good from 50 to 60, over past 60 by how much', () => {
    expect(lengthHint('seoTitle', '')).toMatchObject({ count: 0, max: 60, state: 'empty' });
    expect(lengthHint('seoTitle', null)).toMatchObject({ count: 0, state: 'empty' });
    expect(lengthHint('seoTitle', 'x'.repeat(49))).toMatchObject({ count: 49, state: 'short' });
    expect(lengthHint('seoTitle', 'x'.repeat(50))).toMatchObject({ count: 50, state: 'good' });
    expect(lengthHint('seoTitle', 'x'.repeat(60))).toMatchObject({ count: 60, state: 'good', over: 0 });
    expect(lengthHint('seoTitle', 'x'.repeat(63))).toMatchObject({ count: 63, state: 'over', over: 3 });
  });

  it('meta description: ideal 120–160', () => {
    expect(lengthHint('seoDescription', 'd'.repeat(119)).state).toBe('short');
    expect(lengthHint('seoDescription', 'd'.repeat(120)).state).toBe('good');
    expect(lengthHint('seoDescription', 'd'.repeat(160)).state).toBe('good');
    expect(lengthHint('seoDescription', 'd'.repeat(161))).toMatchObject({ state: 'over', over: 1, max: 160 });
  });

  it('slug and alt text: any length up to 80 and 250 is fine', () => {
    expect(lengthHint('slug', 'a').state).toBe('good');
    expect(lengthHint('slug', 'a'.repeat(81))).toMatchObject({ state: 'over', max: 80 });
    expect(lengthHint('featuredImageAlt', 'a'.repeat(250)).state).toBe('good');
    expect(lengthHint('featuredImageAlt', 'a'.repeat(251)).state).toBe('over');
  });

  it('counts what the server counts: the trimmed text', () => {
    expect(lengthHint('seoTitle', '   ')).toMatchObject({ count: 0, state: 'empty' });
    expect(lengthHint('seoTitle', `  ${'x'.repeat(60)}  `).state).toBe('good');
  });
});

describe('search-result preview', () => {
  it('measures titles in Arial: wide letters take more room than narrow ones', () => {
    expect(titleWidthPx('WWWW')).toBeGreaterThan(titleWidthPx('iiii') * 3);
    expect(titleWidthPx('é')).toBe(titleWidthPx('e'));
    expect(titleWidthPx('')).toBe(0);
  });

  it('keeps a title that fits 600 px whole', () => {
    const title = 'Sunrise on Mount Tam: a quiet trail guide';
    expect(previewTitle(title)).toEqual({ text: title, truncated: false });
  });

  it('cuts a wide title at a whole word with " ...", within 600 px, even when it has fewer than 60 characters', () => {
    const wide = 'WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM'; // 47 characters, far wider than 600 px
    const cut = previewTitle(wide);
    expect(cut.truncated).toBe(true);
    expect(cut.text).toMatch(/^WWW MMM .*[WM] \.\.\.$/);
    expect(titleWidthPx(cut.text)).toBeLessThanOrEqual(TITLE_WIDTH_PX);
    expect(wide.startsWith(cut.text.replace(/ \.\.\.$/, ''))).toBe(true);
  });

  it('a narrow title of more than 60 characters can still fit', () => {
    const narrow = 'iiii jjjj llll iiii jjjj llll iiii jjjj llll iiii jjjj llll iiii'; // 64 narrow characters
    expect(previewTitle(narrow).truncated).toBe(false);
  });

  it('cuts inside a single word wider than the line', () => {
    const cut = previewTitle('W'.repeat(60));
    expect(cut.text).toMatch(/^W+ \.\.\.$/);
    expect(titleWidthPx(cut.text)).toBeLessThanOrEqual(TITLE_WIDTH_PX);
  });

  it('cuts descriptions past 160 characters at a word, without trailing punctuation', () => {
    const words = 'Start before dawn, for soft light and an empty summit. '.repeat(4).trim();
    const cut = previewDescription(words);
    expect(cut.truncated).toBe(true);
    expect([...cut.text].length).toBeLessThanOrEqual(160);
    expect(cut.text).toMatch(/\w \.\.\.$/);
    expect(previewDescription('Short and sweet.')).toEqual({ text: 'Short and sweet.', truncated: false });
  });

  it('shows the slug in the breadcrumb after the host', () => {
    expect(previewBreadcrumb('http://localhost:4401', 'creme-brulee')).toBe('https://localhost:4401 › creme-brulee');
    expect(previewBreadcrumb('https://inkgram.example/p/ann/x', '')).toBe('https://inkgram.example');
  });
});
