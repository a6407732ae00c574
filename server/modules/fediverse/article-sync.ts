import { createHash } from 'node:crypto';
import { Article, Create, Delete, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/vocab';
import type { AppDeps } from '../../types';
import { publicArticleOf } from '../public-pages';
import { articleOf, type Fediverse } from './federation';
import { fediverseRepository } from './fediverse.repository';

export type SyncOutcome = 'created' | 'updated' | 'deleted' | 'unchanged';

/**
 * Brings a blog's followers up to date with its public page (docs/decisions/044-fediverse-with-fedify.md):
 * Create(Article) the first time the page is public (or public again), Update when what followers see
 * changed, Delete when the page went off or the blog is gone. What was sent last is kept as a
 * fingerprint, so running it twice sends nothing new; deliveries are queued jobs.
 */
export function articleSync(fedi: Fediverse, deps: AppDeps) {
  const { db } = deps.database;
  const base = deps.config.PUBLIC_URL;
  const repo = fediverseRepository(db);

  return async function sync(blogId: number): Promise<SyncOutcome> {
    const sent = await repo.sentArticle(blogId);
    const page = await publicArticleOf(db, base, blogId);
    const owner = page ? await repo.ownerOfBlog(blogId) : sent?.userId;
    if (owner === undefined) return 'unchanged';
    // A creator who turned the fediverse off has no actor to send as: nothing goes out.
    if (!(await repo.account(owner))?.enabled) return 'unchanged';
    const ctx = fedi.context();
    const actor = ctx.getActorUri(String(owner));
    const sender = { identifier: String(owner) };
    const followers = ctx.getFollowersUri(String(owner));
    const activityId = (kind: string) => new URL(`${actor.href}#${kind}/${crypto.randomUUID()}`);

    if (!page) {
      if (!sent || sent.deletedAt) return 'unchanged';
      const id = ctx.getObjectUri(Article, { id: String(blogId) });
      const del = new Delete({
        id: activityId('delete'),
        actor,
        object: new Tombstone({ id }),
        to: PUBLIC_COLLECTION,
        cc: followers,
      });
      await ctx.sendActivity(sender, 'followers', del, { preferSharedInbox: true });
      await repo.recordSent(blogId, owner, sent.fingerprint, true);
      return 'deleted';
    }

    const article = articleOf(ctx, owner, blogId, page);
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify([page.title, page.description, page.bodyHtml, page.canonicalUrl, page.imageUrl, page.imageAlt]),
      )
      .digest('base64url');
    const fresh = !sent || sent.deletedAt !== null;
    if (!fresh && sent.fingerprint === fingerprint) return 'unchanged';
    const common = { actor, object: article, to: PUBLIC_COLLECTION, cc: followers };
    const activity = fresh
      ? new Create({ id: activityId('create'), ...common })
      : new Update({ id: activityId('update'), ...common });
    await ctx.sendActivity(sender, 'followers', activity, { preferSharedInbox: true });
    await repo.recordSent(blogId, owner, fingerprint, false);
    return fresh ? 'created' : 'updated';
  };
}
