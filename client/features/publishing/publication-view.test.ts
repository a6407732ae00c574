import { describe, expect, it } from 'vitest';
import type { Connection, Publication } from '@common/publishing';
import { connectionChoices, publicationDate, settledKey } from './publication-view';
import { isBlogListKey, pollWhileActive } from './api';

const pub = (over: Partial<Publication>): Publication =>
  ({
    id: 1,
    blogId: 1,
    platformConnectionId: 1,
    platformName: 'devto',
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
    abilities: { retry: over.status === 'failed', cancel: false, withdraw: false },
    ...over,
  }) as Publication;
const conn = (id: number): Connection => ({
  id,
  platformId: 1,
  platformName: 'devto',
  username: 'me',
  profileUrl: null,
  isConnected: true,
  settings: {},
  seoPlugin: null,
  credentialHint: '••••abcd',
  livePosts: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  abilities: { delete: true },
});

describe('publication view logic', () => {
  it("dates come from publishedAt, else createdAt, formatted MMM d, yyyy 'at' h:mm a", () => {
    const local = new Date(2026, 0, 5, 15, 4).toISOString();
    expect(publicationDate({ publishedAt: local, createdAt: '2020-01-01T00:00:00Z' })).toBe('Jan 5, 2026 at 3:04 PM');
    expect(publicationDate({ publishedAt: null, createdAt: local })).toBe('Jan 5, 2026 at 3:04 PM');
    expect(publicationDate({ publishedAt: null, createdAt: '' })).toBe('N/A');
  });

  it('pre-checks and locks connections that already have a publication, except those the server would retry', () => {
    const choices = connectionChoices(
      [conn(1), conn(2), conn(3)],
      [pub({ platformConnectionId: 1 }), pub({ platformConnectionId: 2, status: 'failed' })],
      new Set([3]),
    );
    expect(choices.map((c) => [c.locked, c.checked])).toEqual([
      [true, true],
      [false, false],
      [false, true],
    ]);
  });

  it('polls only while a publication is pending, scheduled or publishing', () => {
    expect(pollWhileActive([pub({ status: 'pending' })])).toBe(2000);
    expect(pollWhileActive([pub({ status: 'published' }), pub({ status: 'failed' })])).toBe(false);
  });
});

describe('settledKey', () => {
  it('changes when a job ends (a publication leaves pending, scheduled or publishing), not while jobs run', () => {
    expect(settledKey(undefined)).toBeUndefined();
    const before = settledKey([pub({ id: 1, status: 'pending' }), pub({ id: 2, status: 'failed' })]);
    expect(settledKey([pub({ id: 1, status: 'publishing' }), pub({ id: 2, status: 'failed' })])).toBe(before);
    expect(settledKey([pub({ id: 1, status: 'published' }), pub({ id: 2, status: 'failed' })])).not.toBe(before);
    expect(settledKey([pub({ id: 1, status: 'pending' }), pub({ id: 2, status: 'pending' })])).not.toBe(before);
  });

  it('says nothing about whether the blog is published: a settled failure changes it too', () => {
    expect(settledKey([pub({ id: 1, status: 'failed' })])).not.toBe(settledKey([pub({ id: 1, status: 'pending' })]));
  });
});

describe('isBlogListKey', () => {
  it('is the My Blogs list with or without filters, never one blog or its publications', () => {
    expect(isBlogListKey(['/api/blogs'])).toBe(true);
    expect(isBlogListKey(['/api/blogs', { q: 'lisbon' }])).toBe(true);
    expect(isBlogListKey(['/api/blogs', 7])).toBe(false);
    expect(isBlogListKey(['/api/blogs', 7, 'publications'])).toBe(false);
    expect(isBlogListKey(['/api/publications'])).toBe(false);
  });
});
