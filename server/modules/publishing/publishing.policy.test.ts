import type { UserId } from '@common/ids';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { connectionPolicy, publicationPolicy } from './publishing.policy';

const owner: Actor = { userId: 1 as UserId };
const stranger: Actor = { userId: 2 as UserId };

const outcome = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return `${e.status} ${e.message}`;
    throw e;
  }
  return 'allowed';
};

describe('platform connection policy', () => {
  it('its owner uses and removes it; anyone else gets the 404 of a missing one', () => {
    expect(outcome(() => connectionPolicy.authorize(owner, 'delete', { userId: 1 }))).toBe('allowed');
    expect(connectionPolicy.abilities(owner, { userId: 1 })).toEqual({ delete: true });
    for (const action of ['read', 'delete'] as const) {
      expect(outcome(() => connectionPolicy.authorize(stranger, action, { userId: 1 }))).toBe(
        '404 Connection not found',
      );
    }
  });
});

describe('publication policy', () => {
  it('the owner publishes again what failed, was a draft, was withdrawn or is scheduled; cancels what waits; withdraws what is on the platform', () => {
    const abilities = (status: string, more: { platformBlogId?: string; platformName?: string } = {}) =>
      publicationPolicy.abilities(owner, { blogUserId: 1, status, ...more });
    for (const status of ['failed', 'draft', 'withdrawn', 'scheduled']) expect(abilities(status).retry).toBe(true);
    for (const status of ['pending', 'publishing', 'published']) expect(abilities(status).retry).toBe(false);
    expect(abilities('pending')).toEqual({ retry: false, cancel: true, withdraw: false });
    expect(abilities('scheduled').cancel).toBe(true);
    expect(abilities('publishing').cancel).toBe(false);
    const live = { platformBlogId: '7', platformName: 'wordpress' };
    expect(abilities('published', live)).toEqual({ retry: false, cancel: false, withdraw: true });
    expect(abilities('published', { ...live, platformName: 'medium' }).withdraw).toBe(false);
    expect(abilities('published').withdraw).toBe(false); // nothing on the platform to take down
    expect(outcome(() => publicationPolicy.authorize(owner, 'cancel', { blogUserId: 1, status: 'published' }))).toBe(
      '409 Only a pending or scheduled publication can be cancelled.',
    );
  });

  it('is invisible to anyone but the owner of its blog', () => {
    expect(publicationPolicy.can(stranger, 'retry', { blogUserId: 1, status: 'failed' })).toBe(false);
    expect(outcome(() => publicationPolicy.authorize(stranger, 'read', { blogUserId: 1, status: 'failed' }))).toBe(
      '404 Publication not found',
    );
  });
});
