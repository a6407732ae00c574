import { describe, expect, it } from 'vitest';
import type { Connection, Publication } from '@common/publishing';
import { cardPublishState, connectionChoices, isBlogPublished, publicationDate } from './publication-view';
import { pollWhileActive } from './api';

const pub = (over: Partial<Publication>): Publication => ({
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
  ...over,
});
const conn = (id: number): Connection => ({
  id,
  platformId: 1,
  platformName: 'devto',
  username: 'me',
  profileUrl: null,
  isConnected: true,
  settings: {},
  credentialHint: '••••abcd',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('publication view logic', () => {
  it('a blog is published when any publication is published', () => {
    expect(isBlogPublished([pub({ status: 'failed' }), pub({ status: 'published' })])).toBe(true);
    expect(isBlogPublished([pub({ status: 'pending' })])).toBe(false);
    expect(isBlogPublished(undefined)).toBe(false);
  });

  it("dates come from publishedAt, else createdAt, formatted MMM d, yyyy 'at' h:mm a", () => {
    const local = new Date(2026, 0, 5, 15, 4).toISOString();
    expect(publicationDate({ publishedAt: local, createdAt: '2020-01-01T00:00:00Z' })).toBe('Jan 5, 2026 at 3:04 PM');
    expect(publicationDate({ publishedAt: null, createdAt: local })).toBe('Jan 5, 2026 at 3:04 PM');
    expect(publicationDate({ publishedAt: null, createdAt: '' })).toBe('N/A');
  });

  it('pre-checks and locks connections that already have a publication, except failed ones', () => {
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

describe('cardPublishState', () => {
  it('is published when the list or the publications say so, and flags a list that is behind', () => {
    expect(cardPublishState(false, [pub({ status: 'pending' })])).toEqual({ published: false, listIsBehind: false });
    expect(cardPublishState(false, [pub({ status: 'published' })])).toEqual({ published: true, listIsBehind: true });
    expect(cardPublishState(true, [pub({ status: 'published' })])).toEqual({ published: true, listIsBehind: false });
    // A failed history fetch (no data) does not unpublish a blog the list knows is published.
    expect(cardPublishState(true, undefined)).toEqual({ published: true, listIsBehind: false });
    expect(cardPublishState(false, undefined)).toEqual({ published: false, listIsBehind: false });
    // Outside My Blogs (no list flag) only the publications count and nothing is refetched.
    expect(cardPublishState(undefined, [pub({ status: 'published' })])).toEqual({
      published: true,
      listIsBehind: false,
    });
  });
});
