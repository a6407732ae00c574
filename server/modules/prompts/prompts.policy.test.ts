import type { UserId } from '@common/ids';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { promptPolicy, type PromptSubject } from './prompts.policy';

const owner: Actor = { userId: 1 as UserId };
const other: Actor = { userId: 2 as UserId };
const privatePrompt: PromptSubject = { userId: 1, isPublic: false };

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return `${e.status} ${e.message}`;
    throw e;
  }
  return 'allowed';
};

describe('prompt policy', () => {
  it('its owner may read, edit and delete it, public or not', () => {
    for (const isPublic of [false, true]) {
      const p = { userId: 1, isPublic };
      expect(statusOf(() => promptPolicy.authorize(owner, 'read', p))).toBe('allowed');
      expect(promptPolicy.abilities(owner, p)).toEqual({ update: true, delete: true });
    }
  });

  it('someone else reads a public prompt, or one they contributed to, but changing it is a 403', () => {
    for (const p of [
      { userId: 1, isPublic: true },
      { userId: 1, isPublic: false, viewerContributed: true },
    ]) {
      expect(statusOf(() => promptPolicy.authorize(other, 'read', p))).toBe('allowed');
      expect(promptPolicy.abilities(other, p)).toEqual({ update: false, delete: false });
      for (const action of ['update', 'delete'] as const) {
        expect(statusOf(() => promptPolicy.authorize(other, action, p))).toBe(
          "403 Only the prompt's owner can edit or delete it.",
        );
      }
    }
  });

  it("someone else's private prompt is the 404 of a missing one, for every action", () => {
    for (const action of ['read', 'update', 'delete'] as const) {
      expect(statusOf(() => promptPolicy.authorize(other, action, privatePrompt))).toBe('404 Writing prompt not found');
      expect(
        statusOf(() => promptPolicy.authorize(other, action, { ...privatePrompt, viewerContributed: false })),
      ).toBe('404 Writing prompt not found');
    }
  });
});
