import type { UserId } from '@common/ids';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { contributionPolicy, sessionPolicy, type SessionSubject } from './sessions.policy';

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
    expect(sessionPolicy.abilities(owner, s)).toEqual({
      update: true,
      invite: true,
      editDraft: true,
      turnIntoBlog: true,
    });
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
      expect(sessionPolicy.abilities(other, session({ prompt }))).toMatchObject({ update: false, invite: false });
    }
  });

  it('a stranger to its private prompt gets the 404 of a missing session (a prompt not loaded counts as unreadable)', () => {
    for (const s of [session({ prompt: { userId: 3, isPublic: false } }), session({ prompt: undefined })]) {
      expect(outcome(() => sessionPolicy.authorize(other, 'read', s))).toBe('404 Collaborative session not found');
      expect(outcome(() => sessionPolicy.authorize(other, 'update', s))).toBe('404 Collaborative session not found');
    }
  });
});

describe("a session's shared draft (docs/decisions/020-coediting-on-postgresql.md)", () => {
  it('its participants write in it (owner, joined by link, contributors); other readers only read it', () => {
    expect(outcome(() => sessionPolicy.authorize(owner, 'editDraft', session()))).toBe('allowed');
    for (const s of [session({ viewerIsMember: true }), session({ viewerContributed: true })])
      expect(outcome(() => sessionPolicy.authorize(other, 'editDraft', s))).toBe('allowed');
    expect(outcome(() => sessionPolicy.authorize(other, 'read', session()))).toBe('allowed');
    expect(outcome(() => sessionPolicy.authorize(other, 'editDraft', session()))).toBe(
      '403 Only the people in this session can write in its draft.',
    );
    const hidden = session({ prompt: { userId: 3, isPublic: false } });
    expect(outcome(() => sessionPolicy.authorize(other, 'editDraft', hidden))).toBe(
      '404 Collaborative session not found',
    );
  });

  it('only its owner turns it into a blog', () => {
    expect(outcome(() => sessionPolicy.authorize(owner, 'turnIntoBlog', session()))).toBe('allowed');
    expect(outcome(() => sessionPolicy.authorize(other, 'turnIntoBlog', session({ viewerIsMember: true })))).toBe(
      "403 Only the session's owner can turn its draft into a blog.",
    );
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

describe('a session whose prompt was deleted (docs/decisions/019)', () => {
  it('is read by its owner and its contributors only', () => {
    expect(outcome(() => sessionPolicy.authorize(owner, 'read', session({ prompt: null })))).toBe('allowed');
    expect(
      outcome(() => sessionPolicy.authorize(other, 'read', session({ prompt: null, viewerContributed: true }))),
    ).toBe('allowed');
    expect(outcome(() => sessionPolicy.authorize(other, 'read', session({ prompt: null })))).toBe(
      '404 Collaborative session not found',
    );
  });
});

describe('changing a contribution', () => {
  const byOther = (over: Partial<SessionSubject> = {}) => ({ session: session(over), userId: 2 });

  it('its author edits it while the session is active and deletes it at any time', () => {
    expect(contributionPolicy.abilities(other, byOther())).toMatchObject({ update: true, delete: true, hide: false });
    expect(outcome(() => contributionPolicy.authorize(other, 'update', byOther({ status: 'closed' })))).toBe(
      '409 This session is not active, so it does not accept contributions.',
    );
    expect(outcome(() => contributionPolicy.authorize(other, 'delete', byOther({ status: 'closed' })))).toBe('allowed');
  });

  it("the session's owner may hide it but not rewrite or delete it; a deleted author's words are nobody's to edit", () => {
    expect(contributionPolicy.abilities(owner, byOther())).toMatchObject({ update: false, delete: false, hide: true });
    expect(outcome(() => contributionPolicy.authorize(owner, 'delete', byOther()))).toBe(
      '403 Only its author can edit or delete a contribution.',
    );
    expect(outcome(() => contributionPolicy.authorize(other, 'hide', byOther()))).toBe(
      "403 Only the session's owner can hide a contribution.",
    );
    expect(contributionPolicy.abilities(other, { session: session(), userId: null })).toMatchObject({
      update: false,
      delete: false,
    });
  });
});

describe('a member (joined through the invitation link)', () => {
  it('reads a session on a private prompt but may not change it or share it', () => {
    const s = session({ prompt: { userId: 3, isPublic: false }, viewerIsMember: true });
    expect(outcome(() => sessionPolicy.authorize(other, 'read', s))).toBe('allowed');
    expect(outcome(() => sessionPolicy.authorize(other, 'invite', s))).toBe(
      "403 Only the session's owner can share its invitation link.",
    );
  });
});
