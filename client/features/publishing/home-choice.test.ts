import { describe, expect, it } from 'vitest';
import type { BlogHome } from '@common/publishing';
import { currentHomeValue } from './HomeChoice';

const home = (over: Partial<BlogHome>): BlogHome => ({
  kind: null,
  platformConnectionId: null,
  label: null,
  canonicalUrl: null,
  publicPageUrl: null,
  ...over,
});

describe('the checked home option', () => {
  it('is the public page, the connection to the home platform, or the first live copy', () => {
    expect(currentHomeValue(home({ kind: 'public-page' }))).toBe('page');
    expect(currentHomeValue(home({ kind: 'destination', platformConnectionId: 7 }))).toBe('c7');
    expect(currentHomeValue(home({}))).toBe('first');
    expect(currentHomeValue(undefined)).toBe('first');
  });

  it('a home platform the creator is no longer connected to checks no destination: the first live copy shows', () => {
    expect(currentHomeValue(home({ kind: 'destination', platformConnectionId: null, label: 'DEV · me' }))).toBe(
      'first',
    );
  });
});
