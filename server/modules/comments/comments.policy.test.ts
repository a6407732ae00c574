import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '@common/comments';
import type { UserId } from '@common/ids';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { checkAnchor, isRelativePosition } from './anchor';
import { commentPolicy, type CommentSubject } from './comments.policy';

const as = (userId: number): Actor => ({ userId: userId as UserId });
const OWNER = 1;
const AUTHOR = 2;
const OTHER = 3;
const blog = (role: 'editor' | 'commenter' | 'viewer' | null) => ({ userId: OWNER, isPublished: false, role });
const comment = (role: 'editor' | 'commenter' | 'viewer' | null): CommentSubject => ({
  blog: blog(role),
  authorId: AUTHOR,
});

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? { status: e.status, message: e.message } : e;
  }
  return undefined;
};

describe('comment policy', () => {
  it('lets its author delete it whatever their role, and the blog owner delete any', () => {
    for (const role of ['editor', 'commenter', 'viewer'] as const)
      expect(commentPolicy.abilities(as(AUTHOR), comment(role))).toEqual({ delete: true });
    expect(commentPolicy.can(as(OWNER), 'delete', { blog: blog(null), authorId: AUTHOR })).toBe(true);
    expect(commentPolicy.can(as(OWNER), 'delete', { blog: blog(null), authorId: null })).toBe(true);
  });

  it("refuses someone else's comment to another collaborator with a 403 that says why", () => {
    expect(statusOf(() => commentPolicy.authorize(as(OTHER), 'delete', comment('editor')))).toEqual({
      status: 403,
      message: COMMENT_MESSAGES.deleteNotAllowed,
    });
  });

  it('hides comments from strangers behind the 404 of a missing comment', () => {
    expect(commentPolicy.can(as(OTHER), 'read', comment(null))).toBe(false);
    expect(statusOf(() => commentPolicy.authorize(as(OTHER), 'delete', comment(null)))).toMatchObject({
      status: 404,
    });
  });
});

describe('comment anchors', () => {
  const doc = new Y.Doc();
  const text = doc.getText('t');
  text.insert(0, 'Lisbon');
  const real = Buffer.from(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, 2))).toString('base64');

  it('accepts what Y.encodeRelativePosition writes', () => {
    expect(isRelativePosition(real)).toBe(true);
    expect(checkAnchor({ from: real, to: real })).toEqual({ from: real, to: real });
  });

  it('refuses anything else with a 400 on the anchor field', () => {
    for (const bad of ['AAAA', 'AA==', Buffer.from('hello world').toString('base64'), `${real}AA`])
      expect(isRelativePosition(bad), bad).toBe(false);
    expect(statusOf(() => checkAnchor({ from: real, to: 'AAAA' }))).toEqual({
      status: 400,
      message: COMMENT_MESSAGES.anchorInvalid,
    });
  });
});
