import type { UserId } from '@common/ids';
import { describe, expect, it } from 'vitest';
import { AppError, conflict } from './errors';
import { definePolicy, isOwner, relationTo, type Actor } from './policy';

const actor = (id: number): Actor => ({ userId: id as UserId });
const owner = actor(1);
const stranger = actor(2);

type Note = { userId: number; locked: boolean; isPublic: boolean };
const notePolicy = definePolicy({
  resource: 'Note',
  rules: {
    read: (a, n: Note) => isOwner(a, n.userId) || n.isPublic,
    update: (a, n: Note) => isOwner(a, n.userId) && !n.locked,
    share: (a, n: Note) => isOwner(a, n.userId),
  },
  denied: { update: () => conflict('This note is locked.') },
});
const note = (over: Partial<Note> = {}): Note => ({ userId: 1, locked: false, isPublic: false, ...over });

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('definePolicy', () => {
  it('authorizes and returns the resource when the rule allows it', () => {
    const n = note();
    expect(notePolicy.authorize(owner, 'update', n)).toBe(n);
  });

  it('answers a resource the actor may not read exactly like a missing one: the same 404', () => {
    const missing = refusal(() => notePolicy.authorize(owner, 'read', undefined));
    expect(missing).toEqual({ status: 404, code: 'not_found', message: 'Note not found' });
    for (const action of ['read', 'update', 'share'] as const) {
      expect(refusal(() => notePolicy.authorize(stranger, action, note()))).toEqual(missing);
    }
  });

  it("refuses an action to a reader with that action's own error, else a plain 403", () => {
    expect(refusal(() => notePolicy.authorize(owner, 'update', note({ locked: true })))).toEqual({
      status: 409,
      code: 'conflict',
      message: 'This note is locked.',
    });
    expect(refusal(() => notePolicy.authorize(stranger, 'share', note({ isPublic: true })))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });

  it('can() needs read for every action', () => {
    expect(notePolicy.can(stranger, 'read', note({ isPublic: true }))).toBe(true);
    expect(notePolicy.can(stranger, 'update', note({ userId: 2, isPublic: false }))).toBe(true);
    expect(notePolicy.can(owner, 'update', note({ userId: 2 }))).toBe(false);
  });

  it('abilities lists every action but read, as booleans', () => {
    expect(notePolicy.abilities(owner, note())).toEqual({ update: true, share: true });
    expect(notePolicy.abilities(owner, note({ locked: true }))).toEqual({ update: false, share: true });
    expect(notePolicy.abilities(stranger, note({ isPublic: true }))).toEqual({ update: false, share: false });
  });
});

describe('relationTo', () => {
  it('is owner for the owner and stranger for anyone else; nothing is shared yet, so never collaborator', () => {
    expect(relationTo(owner, 1)).toBe('owner');
    expect(relationTo(stranger, 1)).toBe('stranger');
  });
});
