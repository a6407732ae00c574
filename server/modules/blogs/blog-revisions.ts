import type { BlogId } from '@common/ids';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPublications, blogs } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { blogPolicy } from './blogs.policy';
import { blogsRepository, type BlogRowWithState } from './blogs.repository';
import type { RecordVersion } from './blogs.service';

/** The fields a revision copies from its live blog and gives back when it goes live (decision 040). */
export const REVISED_FIELDS = [
  'title',
  'content',
  'excerpt',
  'tags',
  'category',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'slug',
  'featuredImage',
  'featuredImageAlt',
  'readingTime',
] as const;
export type RevisedFields = Pick<BlogRowWithState, (typeof REVISED_FIELDS)[number]>;

export const revisedFieldsOf = (row: RevisedFields): RevisedFields =>
  Object.fromEntries(REVISED_FIELDS.map((f) => [f, row[f]])) as RevisedFields;

/** A revision's row: the working copy of a live blog (docs/decisions/040-revisions-of-live-posts.md). */
export function revisionsRepository(db: Db) {
  return {
    /** The copy, unless the blog already has one (the unique index on revision_of decides a race). */
    async insertCopy(live: BlogRowWithState): Promise<number | undefined> {
      const [row] = await db
        .insert(blogs)
        .values({
          ...revisedFieldsOf(live),
          userId: live.userId,
          postId: live.postId,
          template: live.template,
          tone: live.tone,
          revisionOf: live.id,
        })
        .onConflictDoNothing({ target: blogs.revisionOf })
        .returning({ id: blogs.id });
      return row?.id;
    },

    /** An 'Update everywhere' with this revision still being sent somewhere (the worker clears updatePending). */
    async updateUnderWay(liveId: number, revisionId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: blogPublications.id })
        .from(blogPublications)
        .where(
          and(
            eq(blogPublications.blogId, liveId),
            sql`(${blogPublications.metadata}->>'revisionId')::int = ${revisionId}`,
            isNotNull(sql`${blogPublications.metadata}->>'updatePending'`),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async remove(revisionId: number): Promise<void> {
      await db.delete(blogs).where(and(eq(blogs.id, revisionId), isNotNull(blogs.revisionOf)));
    },
  };
}

/**
 * Starting and discarding a revision of a live blog (docs/decisions/040-revisions-of-live-posts.md).
 * Going live with it is the publishing module's ('Update everywhere' on the revision).
 */
export function revisionsService(db: Db, recordVersion?: RecordVersion) {
  const repo = blogsRepository(db);

  /** The live blog, to someone who may publish it (its owner); readers who may not get 403, others 404. */
  async function liveBlogFor(actor: Actor, blogId: BlogId) {
    const blog = await repo.findForActor(actor.userId, blogId);
    return blogPolicy.authorize(actor, 'publish', blog && (blog.revisionOf ? undefined : blog));
  }

  return {
    /** A working copy of the live blog, with a first version of its own; the live copies stay as they are. */
    async start(actor: Actor, blogId: BlogId): Promise<BlogRowWithState> {
      const live = blogPolicy.authorize(actor, 'startRevision', await liveBlogFor(actor, blogId));
      const id = await withTransaction(db, async (tx) => {
        const created = await revisionsRepository(tx).insertCopy(live);
        if (created) await recordVersion?.(tx, actor, created as BlogId, 'create');
        return created;
      });
      if (!id) {
        // Another request made one meanwhile: the policy's refusal names it.
        blogPolicy.authorize(actor, 'startRevision', await repo.findById(blogId));
        throw conflict('This blog already has an open revision: open it from My Blogs.');
      }
      const row = await repo.findById(id);
      if (!row) throw notFound('Blog');
      return row;
    },

    /** Drops the open revision and its history; refused while an update with it is being sent. */
    async discard(actor: Actor, blogId: BlogId): Promise<void> {
      const live = await liveBlogFor(actor, blogId);
      if (!live.revisionId) throw notFound('Revision');
      const revisions = revisionsRepository(db);
      if (await revisions.updateUnderWay(live.id, live.revisionId)) {
        throw conflict('This revision is being sent to the platforms: wait until every update has finished.');
      }
      await revisions.remove(live.revisionId);
    },
  };
}
