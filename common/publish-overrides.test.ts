import { describe, expect, it } from 'vitest';
import { platformDescriptor } from './platforms';
import {
  changedOverrides,
  characterCount,
  overrideProblems,
  publishOverridesSchema,
  publishPreviewRequestSchema,
} from './publish-overrides';
import { publishRequestSchema } from './publishing';

const devto = platformDescriptor('devto');
const medium = platformDescriptor('medium');
const ghost = platformDescriptor('ghost');
const hashnode = platformDescriptor('hashnode');

describe('per-destination overrides: each platform’s limits (docs/decisions/046)', () => {
  it('DEV takes 4 tags, 30 characters each, a title of 128 and an excerpt of 256', () => {
    expect(
      overrideProblems(devto, { title: 'x'.repeat(128), tags: ['a', 'b', 'c', 'd'], excerpt: 'e'.repeat(256) }),
    ).toEqual([]);
    expect(overrideProblems(devto, { tags: ['a', 'b', 'c', 'd', 'e'] })).toEqual([
      { field: 'tags', message: 'Tags for DEV: at most 4 (5 given).' },
    ]);
    expect(overrideProblems(devto, { title: 'x'.repeat(129) })).toEqual([
      { field: 'title', message: 'Title for DEV: at most 128 characters (this one has 129).' },
    ]);
    expect(overrideProblems(devto, { excerpt: 'e'.repeat(257) })[0]?.message).toBe(
      'Excerpt for DEV: at most 256 characters (this one has 257).',
    );
  });

  it('Medium takes 3 tags of 25 characters and has no excerpt field', () => {
    expect(overrideProblems(medium, { tags: ['one', 'two', 'three', 'four'] })[0]?.message).toBe(
      'Tags for Medium: at most 3 (4 given).',
    );
    expect(overrideProblems(medium, { tags: ['x'.repeat(26)] })[0]?.message).toBe(
      `Tags for Medium: each at most 25 characters (“${'x'.repeat(26)}” has 26).`,
    );
    expect(overrideProblems(medium, { excerpt: 'Short.' })).toEqual([
      { field: 'excerpt', message: 'Excerpt for Medium: Medium’s API has no excerpt field.' },
    ]);
  });

  it('Ghost takes an excerpt of 300, Hashnode 15 tags and an excerpt of 160', () => {
    expect(overrideProblems(ghost, { excerpt: 'e'.repeat(300) })).toEqual([]);
    expect(overrideProblems(ghost, { excerpt: 'e'.repeat(301) })).toHaveLength(1);
    expect(overrideProblems(hashnode, { tags: Array.from({ length: 16 }, (_, i) => `t${i}`) })[0]?.message).toBe(
      'Tags for Hashnode: at most 15 (16 given).',
    );
    expect(overrideProblems(hashnode, { excerpt: 'e'.repeat(161) })[0]?.field).toBe('excerpt');
  });

  it('counts characters as a reader does: an emoji with its modifiers is one', () => {
    expect(characterCount('👍🏽 ok')).toBe(4);
    expect(overrideProblems(devto, { title: '👩‍💻'.repeat(128) })).toEqual([]);
  });
});

describe('the overrides contract', () => {
  it('cleans tags (no #, no blanks, each once) and refuses an empty title or unknown keys', () => {
    expect(publishOverridesSchema.parse({ tags: ['#Hiking', ' hiking ', '', 'Trail'] })).toEqual({
      tags: ['Hiking', 'Trail'],
    });
    expect(publishOverridesSchema.safeParse({ title: '  ' }).success).toBe(false);
    const unknown = publishOverridesSchema.safeParse({ subtitle: 'x' });
    expect(unknown.error?.issues[0]?.message).toBe('overrides takes title, tags and excerpt only');
  });

  it('is optional in the publish request and in the preview request', () => {
    expect(publishRequestSchema.parse({ platformConnectionId: 3 })).toEqual({ platformConnectionId: 3 });
    expect(publishRequestSchema.parse({ platformConnectionId: 3, overrides: { title: 'For DEV' } })).toEqual({
      platformConnectionId: 3,
      overrides: { title: 'For DEV' },
    });
    expect(publishPreviewRequestSchema.safeParse({ platformConnectionId: 3, extra: true }).success).toBe(false);
  });

  it('the dialog sends only what differs from the blog', () => {
    const blog = { title: 'Sunrise', tags: ['hiking', 'sunrise'], excerpt: 'Early light.' };
    expect(changedOverrides(blog, { title: 'Sunrise', tags: ['hiking', 'sunrise'], excerpt: 'Early light.' })).toBe(
      undefined,
    );
    expect(changedOverrides(blog, { title: 'Sunrise on DEV', tags: ['#hiking'], excerpt: '' })).toEqual({
      title: 'Sunrise on DEV',
      tags: ['hiking'],
    });
  });
});
