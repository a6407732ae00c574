import { describe, expect, it } from 'vitest';
import type { PublicationSummary } from '@common/publication-outcomes';
import { byBlog, cardStates, partlyPublished } from './card-states';
import { formatWhen, localInputToIso } from './schedule';

const pub = (over: Partial<PublicationSummary>): PublicationSummary =>
  ({
    id: 1,
    blogId: 1,
    platformConnectionId: 1,
    platformName: 'devto',
    platformDisplayName: 'DEV',
    destination: 'DEV · devwriter',
    needsReconnecting: false,
    platformBlogId: null,
    platformBlogUrl: null,
    status: 'pending',
    scheduledAt: null,
    publishedAt: null,
    error: null,
    createdAt: '2026-01-05T15:04:00.000Z',
    updatedAt: '2026-01-05T15:04:00.000Z',
    destinationKey: 'devto:42',
    site: 'devwriter',
    mode: 'publish',
    isHome: false,
    updating: false,
    abilities: { retry: false, cancel: false, withdraw: false },
    ...over,
  }) as PublicationSummary;

describe('the My Blogs card states', () => {
  it('shows each destination by platform, failed first with its reason, scheduled with its time', () => {
    const at = '2026-11-24T09:00:00.000Z';
    const states = cardStates([
      pub({ id: 1, status: 'published', platformDisplayName: 'WordPress', destination: 'WordPress · myblog.example' }),
      pub({ id: 2, status: 'scheduled', scheduledAt: at, platformDisplayName: 'Ghost' }),
      pub({ id: 3, status: 'failed', error: 'DEV rejected the API key: reconnect' }),
      pub({ id: 4, status: 'draft', platformDisplayName: 'Hashnode' }),
    ]);
    expect(states.map((s) => s.label)).toEqual([
      'DEV: Failed',
      `Ghost: Scheduled ${formatWhen(at)}`,
      'WordPress: Published',
      'Hashnode: Draft there',
    ]);
    expect(states[0]).toMatchObject({ variant: 'destructive', detail: 'DEV rejected the API key: reconnect' });
    expect(states[2]?.detail).toBe('WordPress · myblog.example');
  });

  it('says a blog is partly published when only some destinations are live', () => {
    expect(partlyPublished([pub({ id: 1, status: 'published' }), pub({ id: 2, status: 'failed' })])).toBe(
      'Published on 1 of 2',
    );
    expect(partlyPublished([pub({ id: 1, status: 'published' }), pub({ id: 2, status: 'withdrawn' })])).toBeNull();
    expect(partlyPublished([pub({ id: 1, status: 'failed' })])).toBeNull();
  });

  it('groups the grid summaries by blog', () => {
    const map = byBlog([pub({ id: 1, blogId: 7 }), pub({ id: 2, blogId: 8 }), pub({ id: 3, blogId: 7 })]);
    expect(map.get(7)?.map((p) => p.id)).toEqual([1, 3]);
    expect(map.get(9)).toBeUndefined();
  });
});

describe('the schedule control', () => {
  it('sends the local time with the creator’s offset, and refuses a malformed value', () => {
    const iso = localInputToIso('2026-11-24T09:30');
    expect(iso).toMatch(/^2026-11-24T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso!).getTime()).toBe(new Date('2026-11-24T09:30').getTime());
    expect(localInputToIso('24/11/2026 9:30')).toBeNull();
    expect(localInputToIso('')).toBeNull();
  });
});
