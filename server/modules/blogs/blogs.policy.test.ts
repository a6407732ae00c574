import type { UserId } from '@common/ids';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { blogPolicy, type BlogSubject } from './blogs.policy';

const owner: Actor = { userId: 7 as UserId };
const stranger: Actor = { userId: 8 as UserId };
const draft: BlogSubject = { userId: 7, isPublished: false };
const published: BlogSubject = { userId: 7, isPublished: true };

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? { status: e.status, code: e.code, message: e.message, details: e.details } : e;
  }
  return undefined;
};

describe('blog policy', () => {
  it('owner of a draft: may read, update, delete and publish it', () => {
    expect(blogPolicy.can(owner, 'read', draft)).toBe(true);
    expect(blogPolicy.abilities(owner, draft)).toEqual({
      update: true,
      delete: true,
      publish: true,
      startRevision: false,
      finishRevision: false,
    });
  });

  it('owner of a published blog: locked (409 with the spec message) but may publish it elsewhere', () => {
    // Its fix goes through a revision (docs/decisions/040-revisions-of-live-posts.md).
    expect(blogPolicy.abilities(owner, published)).toEqual({
      update: false,
      delete: false,
      publish: true,
      startRevision: true,
      finishRevision: false,
    });
    expect(errorOf(() => blogPolicy.authorize(owner, 'update', published))).toEqual({
      status: 409,
      code: 'blog_published',
      message: 'This blog has already been published and cannot be edited.',
      details: { title: 'Cannot Edit Published Blog' },
    });
    // Its deletion says 'deleted', not 'edited' (docs/decisions/018-publishing-destinations-and-modes.md).
    expect(errorOf(() => blogPolicy.authorize(owner, 'delete', published))).toEqual({
      status: 409,
      code: 'blog_published',
      message: 'Published blogs cannot be deleted: withdraw it from every platform where it is live first.',
      details: { title: 'Cannot Delete Published Blog' },
    });
    expect(blogPolicy.authorize(owner, 'publish', published)).toBe(published);
  });

  it('a stranger: nothing, and every action is the 404 of a blog that does not exist', () => {
    const missing = errorOf(() => blogPolicy.authorize(stranger, 'read', undefined));
    expect(missing).toMatchObject({ status: 404, message: 'Blog not found' });
    for (const action of ['read', 'update', 'delete', 'publish'] as const) {
      expect(blogPolicy.can(stranger, action, draft)).toBe(false);
      expect(errorOf(() => blogPolicy.authorize(stranger, action, draft))).toEqual(missing);
      expect(errorOf(() => blogPolicy.authorize(stranger, action, published))).toEqual(missing);
    }
    expect(blogPolicy.abilities(stranger, draft)).toEqual({
      update: false,
      delete: false,
      publish: false,
      startRevision: false,
      finishRevision: false,
    });
  });
});

describe('blog policy: collaborators (docs/decisions/020-coediting-on-postgresql.md)', () => {
  const friend: Actor = { userId: 9 as UserId };
  const as = (role: 'editor' | 'commenter' | 'viewer', isPublished = false): BlogSubject => ({
    userId: 7,
    isPublished,
    role,
  });

  it('an editor may read and update a draft, never delete or publish it (403)', () => {
    expect(blogPolicy.can(friend, 'read', as('editor'))).toBe(true);
    expect(blogPolicy.abilities(friend, as('editor'))).toEqual({
      update: true,
      delete: false,
      publish: false,
      startRevision: false,
      finishRevision: false,
    });
    expect(blogPolicy.abilities(friend, as('editor', true))).toMatchObject({ startRevision: false });
    expect(errorOf(() => blogPolicy.authorize(friend, 'delete', as('editor')))).toMatchObject({ status: 403 });
    expect(errorOf(() => blogPolicy.authorize(friend, 'update', as('editor', true)))).toMatchObject({ status: 409 });
  });

  it('commenters and viewers read only; a role given to the owner changes nothing', () => {
    for (const role of ['commenter', 'viewer'] as const) {
      expect(blogPolicy.can(friend, 'read', as(role))).toBe(true);
      expect(blogPolicy.abilities(friend, as(role))).toEqual({
        update: false,
        delete: false,
        publish: false,
        startRevision: false,
        finishRevision: false,
      });
      expect(errorOf(() => blogPolicy.authorize(friend, 'update', as(role)))).toMatchObject({ status: 403 });
    }
    expect(blogPolicy.abilities(owner, as('viewer'))).toEqual({
      update: true,
      delete: true,
      publish: true,
      startRevision: false,
      finishRevision: false,
    });
    expect(blogPolicy.can(stranger, 'read', { userId: 7, isPublished: false, role: null })).toBe(false);
  });
});
