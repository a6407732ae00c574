import { describe, expect, it } from 'vitest';
import { PLATFORMS, type PlatformName } from '@common/platforms';
import { testPublisherContext } from '../../../test/fakes/publishers/context';
import { devtoTags, hashnodeTags, mediumTags, plainTags } from './content';
import { createPublisher } from './registry';

const creds = (settings: Record<string, string> = {}) => ({ secret: 's', username: 'u', profileUrl: null, settings });
const ctx = testPublisherContext([]);

/** Forty distinct, platform-legal tags. */
const manyTags = Array.from({ length: 40 }, (_, i) => `tag${i}`);

/** What each platform's tag conversion keeps: the descriptor's tagsLimit must be what lands there. */
const tagsKept: Record<PlatformName, (tags: string[]) => unknown[]> = {
  wordpress: (tags) => plainTags(tags),
  medium: mediumTags,
  devto: devtoTags,
  hashnode: hashnodeTags,
  ghost: (tags) => plainTags(tags),
  atproto: (tags) => plainTags(tags),
};

describe('publishers and platform descriptors', () => {
  it.each(PLATFORMS.map((p) => [p.name, p] as const))('%s: its publisher has the descriptor’s capabilities', (_, p) => {
    expect(createPublisher(ctx, p.name, creds()).capabilities).toBe(p.capabilities);
  });

  it('both WordPress variants share the descriptor’s capabilities', () => {
    const wordpress = PLATFORMS[0];
    const self = createPublisher(ctx, 'wordpress', creds({ apiUrl: 'https://blog.example.com' }));
    const hosted = createPublisher(ctx, 'wordpress', creds({ siteId: 'me.wordpress.com' }));
    expect([self.capabilities, hosted.capabilities]).toEqual([wordpress.capabilities, wordpress.capabilities]);
  });

  it.each(PLATFORMS.map((p) => [p.name, p] as const))('%s keeps at most tagsLimit tags', (_, p) => {
    expect(tagsKept[p.name](manyTags)).toHaveLength(p.capabilities.tagsLimit);
  });
});
