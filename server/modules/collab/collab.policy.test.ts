import type { UserId } from '@common/ids';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { contributionPolicy, sessionPolicy, type SessionSubject } from './collab.policy';

const owner: Actor = { userId: 1 as UserId };
const other: Actor = { userId: 2 as UserId };
const session = (over: Partial<SessionSubject> = {}): SessionSubject => ({
  ownerId: 1,
  status: 'active',
  prompt: { userId: 3, isPublic: true },
  ...over,
});

const outcome = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return `${e.status} ${e.message}`;
    throw e;
  }
  return 'allowed';
};

describe('session policy', () => {
  it('its owner reads it and changes its status, even when its prompt became private', () => {
    const s = session({ prompt: { userId: 3, isPublic: false } });
    expect(outcome(() => sessionPolicy.authorize(owner, 'update', s))).toBe('allowed');
    expect(sessionPolicy.abilities(owner, s)).toEqual({ update: true });
  });

  it('whoever may read its prompt reads it, but only the owner changes its status (403)', () => {
    for (const prompt of [
      { userId: 3, isPublic: true },
      { userId: 2, isPublic: false },
      { userId: 3, isPublic: false, viewerContributed: true },
    ]) {
      expect(outcome(() => sessionPolicy.authorize(other, 'read', session({ prompt })))).toBe('allowed');
      expect(outcome(() => sessionPolicy.authorize(other, 'update', session({ prompt })))).toBe(
        "403 Only the session's owner can change its status.",
      );
      expect(sessionPolicy.abilities(other, session({ prompt }))).toEqual({ update: false });
    }
  });

  it('a stranger to its private prompt gets the 404 of a missing session (a prompt not loaded counts as unreadable)', () => {
    for (const s of [session({ prompt: { userId: 3, isPublic: false } }), session({ prompt: undefined })]) {
      expect(outcome(() => sessionPolicy.authorize(other, 'read', s))).toBe('404 Collaborative session not found');
      expect(outcome(() => sessionPolicy.authorize(other, 'update', s))).toBe('404 Collaborative session not found');
    }
  });
});

describe('contribution policy', () => {
  it('any reader of an active session may contribute; a draft or closed session refuses with 409', () => {
    expect(outcome(() => contributionPolicy.authorize(other, 'create', { session: session() }))).toBe('allowed');
    for (const status of ['draft', 'closed']) {
      expect(outcome(() => contributionPolicy.authorize(owner, 'create', { session: session({ status }) }))).toBe(
        '409 This session is not active, so it does not accept contributions.',
      );
    }
  });

  it('nobody who cannot read the session may contribute: 404', () => {
    const hidden = session({ prompt: { userId: 3, isPublic: false } });
    expect(outcome(() => contributionPolicy.authorize(other, 'create', { session: hidden }))).toBe(
      '404 Contribution not found',
    );
  });
});
