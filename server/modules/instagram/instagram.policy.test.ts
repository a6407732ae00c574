import type { UserId } from '@common/ids';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { accountPolicy } from './instagram.policy';

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

describe('Instagram account policy', () => {
  it('its owner reads, refreshes and disconnects it', () => {
    const account = { userId: 1, needsReconnect: false };
    for (const action of ['read', 'sync', 'delete'] as const) {
      expect(outcome(() => accountPolicy.authorize(owner, action, account))).toBe('allowed');
    }
    expect(accountPolicy.abilities(owner, account)).toEqual({ sync: true, delete: true });
  });

  it('an account to reconnect cannot be refreshed (400) but can be disconnected', () => {
    const account = { userId: 1, needsReconnect: true };
    expect(outcome(() => accountPolicy.authorize(owner, 'sync', account))).toBe(
      '400 Reconnect this Instagram account before refreshing its posts.',
    );
    expect(accountPolicy.abilities(owner, account)).toEqual({ sync: false, delete: true });
  });

  it("someone else's account is the 404 of a missing one, for every action", () => {
    for (const action of ['read', 'sync', 'delete'] as const) {
      expect(outcome(() => accountPolicy.authorize(stranger, action, { userId: 1, needsReconnect: false }))).toBe(
        '404 Instagram account not found',
      );
    }
  });
});
