import { eq } from 'drizzle-orm';
import { findPlatform } from '@common/platforms';
import type { PublicationId } from '@common/ids';
import { overrideProblems, type PublishOverrides } from '@common/publish-overrides';
import type { Db } from '../../db/client';
import { blogPublications } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { ledgerRepository } from './ledger.repository';
import { enqueuePublication } from './publication-jobs';
import { publicationPolicy } from './publishing.policy';
import { publicationsRepository, type PublicationWithPlatform } from './publications.repository';

/**
 * Refuses overrides a platform cannot take (docs/decisions/046-per-destination-fields-and-preview.md):
 * a 400 whose message names the field, the platform and its limit, with every problem per field
 * (`overrides.title`, `overrides.tags`, `overrides.excerpt`).
 */
export function assertOverridesFit(platformName: string | null | undefined, overrides: PublishOverrides): void {
  const platform = platformName ? findPlatform(platformName) : undefined;
  if (!platform) return;
  const problems = overrideProblems(platform, overrides);
  const first = problems[0];
  if (!first) return;
  const fieldErrors: Record<string, string[]> = {};
  for (const p of problems) (fieldErrors[`overrides.${p.field}`] ??= []).push(p.message);
  throw badRequest(first.message, { fieldErrors });
}

/** An empty set of overrides is none: the blog's own fields are sent. */
export const storedOverrides = (overrides: PublishOverrides | null | undefined): PublishOverrides | null =>
  overrides && Object.keys(overrides).length ? overrides : null;

/**
 * Changing a destination's overrides after it was published (`PUT /api/publications/:id/overrides`):
 * saved on the publication; a live post the platform can change is updated with them at once (one
 * job, as 'Update everywhere' does for that copy, decision 018), so the platform shows what the
 * dialog says. Anything else keeps them for its next publish.
 */
export function destinationOverrides(db: Db, queue: JobQueue) {
  const repo = publicationsRepository(db);
  return {
    async save(
      actor: Actor,
      id: PublicationId,
      overrides: PublishOverrides | null,
    ): Promise<{ view: PublicationWithPlatform; updating: boolean }> {
      const found = await repo.findById(id);
      const p = publicationPolicy.authorize(actor, 'read', found && { ...found, blogUserId: found.blogUserId });
      if (overrides) assertOverridesFit(p.platformName, overrides);
      await db
        .update(blogPublications)
        .set({ overrides: storedOverrides(overrides), updatedAt: new Date() })
        .where(eq(blogPublications.id, p.id));
      const canUpdate = Boolean(p.platformName && findPlatform(p.platformName)?.capabilities.update);
      let updating = false;
      if (
        p.status === 'published' &&
        p.platformBlogId &&
        canUpdate &&
        (await ledgerRepository(db).requestUpdate(p.id))
      ) {
        await enqueuePublication(queue, p.id);
        updating = true;
      }
      const view = await repo.findById(p.id);
      if (!view) throw notFound('Publication');
      return { view, updating };
    },
  };
}
