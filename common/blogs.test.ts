import { describe, expect, it } from 'vitest';
import { createBlogSchema, normalizeTags } from './blogs';

describe('normalizeTags', () => {
  it('splits on commas, trims, drops blanks and # and duplicates (case-insensitive, first spelling wins)', () => {
    expect(normalizeTags(' travel, ,Lisbon,,#sunset , LISBON,travel ')).toEqual(['travel', 'Lisbon', 'sunset']);
    expect(normalizeTags(['a, b', '', '  ', 'B'])).toEqual(['a', 'b']);
    expect(normalizeTags('')).toEqual([]);
  });

  it('caps tag length and count', () => {
    expect(normalizeTags('x'.repeat(80))[0]).toHaveLength(50);
    expect(normalizeTags(Array.from({ length: 40 }, (_, i) => `t${i}`))).toHaveLength(30);
  });
});

describe('createBlogSchema', () => {
  it('ignores a userId in the body and defaults tags and isDraft', () => {
    const parsed = createBlogSchema.parse({ userId: 9, title: ' T ', content: '<p>x</p>' });
    expect(parsed).toEqual({ title: 'T', content: '<p>x</p>', tags: [], isDraft: true });
    expect(parsed).not.toHaveProperty('userId');
  });

  it('leaves an absent category absent, and turns an empty one into null', () => {
    expect(createBlogSchema.parse({ title: 'T', content: '<p>x</p>' }).category).toBeUndefined();
    expect(createBlogSchema.parse({ title: 'T', content: '<p>x</p>', category: '' }).category).toBeNull();
    expect(createBlogSchema.parse({ title: 'T', content: '<p>x</p>', category: ' Travel ' }).category).toBe('Travel');
  });
});
