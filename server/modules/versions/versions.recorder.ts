import { VERSION_LIMITS, type VersionReason } from '@common/versions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/policy';
import { packSnapshot, sameFields, unpackSnapshot, wordCountOf } from './snapshot';
import { versionsRepository } from './versions.repository';

/**
 * Records a version of a blog as it is stored now (docs/decisions/019). The caller has authorized
 * the actor (a save, a restore, a publish, an AI apply each check the blog policy first).
 *
 * - `create` / `save`: the state after a save. Nothing is recorded when it equals the newest
 *   version; a save by the author of the newest `save` version within a minute of it updates that
 *   version (at most one per minute per author).
 * - `aiApply` / `restore` / `publish`: the state an AI apply, a restore or a publish is about to
 *   replace, always kept (a publish equal to the previous publish version is not repeated).
 *
 * Every author is kept (`author_ids`, docs/decisions/034): a coalesced save adds its authors; a
 * named version is never coalesced into (its text stays what was named) nor trimmed.
 *
 * A blog keeps at most VERSION_LIMITS.perBlog unnamed versions: past it the oldest go. Returns the id of
 * the version that holds the state, or null when the blog is gone.
 */
export function versionRecorder(db: Db) {
  const versions = versionsRepository(db);

  /** `authors`: who wrote the state; the version is the last one's, or coalesces into any of theirs. */
  async function record(authors: readonly number[], blogId: number, reason: VersionReason): Promise<number | null> {
    const author = authors.at(-1);
    const fields = await versions.currentFields(blogId);
    if (!fields || author === undefined) return null;
    const newest = await versions.newest(blogId);
    const same = newest !== undefined && sameFields(unpackSnapshot(newest.snapshot), fields);
    const isSave = reason === 'save' || reason === 'create';
    if (newest && same && (isSave || (reason === 'publish' && newest.reason === 'publish'))) return newest.id;

    const snapshot = packSnapshot(fields);
    const wordCount = wordCountOf(fields.content);
    if (
      newest &&
      isSave &&
      newest.reason === 'save' &&
      newest.name === null &&
      newest.authorId !== null &&
      authors.includes(newest.authorId) &&
      Date.now() - newest.createdAt.getTime() < VERSION_LIMITS.coalesceMs
    ) {
      const authorIds = [...new Set([...newest.authorIds, ...authors])];
      await versions.overwrite(newest.id, { snapshot, wordCount, authorIds });
      return newest.id;
    }
    const authorIds = [...new Set(authors)];
    const id = await versions.insert({ blogId, authorId: author, authorIds, reason, wordCount, snapshot });
    await versions.trim(blogId, VERSION_LIMITS.perBlog);
    return id;
  }

  return {
    recordVersion: (actor: Actor, blogId: number, reason: VersionReason) => record([actor.userId], blogId, reason),

    /**
     * A save of text written through co-editing (docs/decisions/020): the HTML the co-editing store
     * just wrote, by the editors whose changes it holds (the last to type is the author). It
     * coalesces like a save: into the newest `save` version of any of these editors within a minute,
     * so editors typing together leave at most one version per minute between them.
     */
    recordCoeditSave: (editorIds: readonly number[], blogId: number) => record(editorIds, blogId, 'save'),
  };
}
export type VersionRecorder = ReturnType<typeof versionRecorder>;
