import type { BlogId, UserId } from '@common/ids';
import type { PageQuery } from '@common/pagination';
import { DELETED_USER_NAME } from '@common/account';
import { VERSION_LIMITS, VERSION_MESSAGES, type VersionAuthor, type VersionFields } from '@common/versions';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import { previewOf } from '../../lib/html/sanitize';
import type { Actor } from '../../lib/policy';
import type { BlogSubject, blogPolicy } from '../blogs';
import { unpackSnapshot } from './snapshot';
import { versionRecorder } from './versions.recorder';
import { versionsRepository, type VersionRow } from './versions.repository';

/**
 * What the history needs from the blogs module, handed in by it (blogs.routes.ts) so that the
 * blogs module can call the recorder without an import cycle: the blog policy (who may read the
 * history and restore), and its repository (the blog as the policy reads it; the locked write).
 */
export interface BlogAccess {
  policy: typeof blogPolicy;
  repository(db: Db): {
    /** The blog as the policy reads it for this user (their role in it, when it is shared). */
    find(userId: UserId, id: BlogId): Promise<(BlogSubject & { id: number }) | undefined>;
    updateUnpublished(
      id: number,
      ownerId: number,
      values: VersionFields & { excerpt: string },
    ): Promise<object | undefined>;
  };
  /** Stores the `data:` images of a version saved before content held files only (docs/decisions/028). */
  storeImages?(html: string, ownerId: number): Promise<string>;
}

export function versionsService(db: Db, access: BlogAccess) {
  const versions = versionsRepository(db);
  const blogs = access.repository(db);

  const blogFor = async (actor: Actor, id: BlogId, action: 'read' | 'update') =>
    access.policy.authorize(actor, action, await blogs.find(actor.userId, id));

  async function versionOf(blogId: BlogId, versionId: number) {
    const row = await versions.find(blogId, versionId);
    if (!row) throw notFound('Version');
    return row;
  }

  /** Each row with its authors' names, in the order they first wrote (docs/decisions/034). */
  async function withAuthors<R extends VersionRow>(rows: R[]): Promise<(R & { authors: VersionAuthor[] })[]> {
    const names = await versions.userNames([...new Set(rows.flatMap((r) => r.authorIds))]);
    return rows.map((r) => ({
      ...r,
      authors: r.authorIds.map((id) => ({ id, name: names.get(id) ?? DELETED_USER_NAME })),
    }));
  }
  const oneWithAuthors = async <R extends VersionRow>(row: R) => (await withAuthors([row]))[0]!;

  /** Names (or unnames) a version of a blog the actor may edit; a blog keeps a bounded number of named ones. */
  async function setName(blogId: BlogId, row: VersionRow, name: string | null) {
    if (name !== null && row.name === null && (await versions.countNamed(blogId)) >= VERSION_LIMITS.namedPerBlog)
      throw conflict(VERSION_MESSAGES.tooManyNamed);
    await versions.setName(blogId, row.id, name);
    return oneWithAuthors({ ...row, name });
  }

  return {
    /** Only people who may read the blog may read its history (404 for others). */
    async list(actor: Actor, blogId: BlogId, page: PageQuery, namedOnly = false) {
      await blogFor(actor, blogId, 'read');
      const found = await versions.list(blogId, page, namedOnly);
      return { ...found, items: await withAuthors(found.items) };
    },

    async get(actor: Actor, blogId: BlogId, versionId: number) {
      await blogFor(actor, blogId, 'read');
      const row = await versionOf(blogId, versionId);
      const previousId = await versions.previousId(blogId, row.id);
      return { ...(await oneWithAuthors(row)), previousId, fields: unpackSnapshot(row.snapshot) };
    },

    /**
     * Names, renames or (null) unnames a version (docs/decisions/034): for whoever may edit the blog
     * (the `update` rule: owner and editors; a published blog answers 409 like an edit).
     */
    async name(actor: Actor, blogId: BlogId, versionId: number, name: string | null) {
      await blogFor(actor, blogId, 'update');
      return setName(blogId, await versionOf(blogId, versionId), name);
    },

    /** Names the blog as saved now: its newest version when it holds that state, else a new one. */
    async nameCurrent(actor: Actor, blogId: BlogId, name: string) {
      await blogFor(actor, blogId, 'update');
      const id = await versionRecorder(db).recordVersion(actor, blogId, 'save');
      return setName(blogId, await versionOf(blogId, id ?? 0), name);
    },

    /**
     * Makes the version current, after keeping a version of what it replaces, in one transaction.
     * Refused like an edit: 409 for a published blog (also when it was published meanwhile).
     */
    async restore(actor: Actor, blogId: BlogId, versionId: number) {
      const blog = await blogFor(actor, blogId, 'update');
      const row = await versionOf(blogId, versionId);
      const saved = unpackSnapshot(row.snapshot);
      const content = access.storeImages ? await access.storeImages(saved.content, blog.userId) : saved.content;
      const fields = { ...saved, content };
      const previousId = await versions.previousId(blogId, row.id);
      await withTransaction(db, async (tx) => {
        await versionRecorder(tx).recordVersion(actor, blogId, 'restore');
        const repo = access.repository(tx);
        const values = { ...fields, excerpt: previewOf(fields.content) };
        if (await repo.updateUnpublished(blogId, blog.userId, values)) return;
        // Published meanwhile: the policy's 409 (thrown inside, so the version above is rolled back).
        access.policy.authorize(actor, 'update', await repo.find(actor.userId, blogId));
        throw conflict('The blog changed while it was being restored. Please try again.');
      });
      return { ...(await oneWithAuthors(row)), previousId, fields };
    },

    /** The editor's AI assistant calls this before it applies a result: the saved state is kept. */
    async recordBeforeAiApply(actor: Actor, blogId: BlogId) {
      await blogFor(actor, blogId, 'update');
      const id = await versionRecorder(db).recordVersion(actor, blogId, 'aiApply');
      return oneWithAuthors(await versionOf(blogId, id ?? 0));
    },
  };
}
export type VersionsService = ReturnType<typeof versionsService>;
