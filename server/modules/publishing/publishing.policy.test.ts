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
  it('the owner of its blog may retry it only once it failed', () => {
    const abilities = (status: string) => publicationPolicy.abilities(owner, { blogUserId: 1, status });
    expect(abilities('failed')).toEqual({ retry: true });
    for (const status of ['pending', 'scheduled', 'publishing', 'published']) {
      expect(abilities(status)).toEqual({ retry: false });
    }
  });

  it('is invisible to anyone but the owner of its blog', () => {
    expect(publicationPolicy.can(stranger, 'retry', { blogUserId: 1, status: 'failed' })).toBe(false);
    expect(outcome(() => publicationPolicy.authorize(stranger, 'read', { blogUserId: 1, status: 'failed' }))).toBe(
      '404 Publication not found',
    );
  });
});
