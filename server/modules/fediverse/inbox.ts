import type { Federation, InboxContext } from '@fedify/fedify';
import { Accept, Article, Create, Delete, Follow, Note, Undo, Update, isActor, type Actor } from '@fedify/vocab';
import { sanitizeBlogHtml } from '../../lib/html/sanitize';
import type { AppDeps } from '../../types';
import { fediverseRepository } from './fediverse.repository';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value)).trim();

/** `@name@host` of a remote actor, from its own document (no second lookup). */
export const handleOf = (actor: Actor) =>
  actor.id && actor.preferredUsername ? `@${text(actor.preferredUsername)}@${actor.id.host}` : null;

const urlOf = (value: unknown): string | null => {
  if (value instanceof URL) return value.href;
  if (value && typeof value === 'object' && 'href' in value && value.href instanceof URL) return value.href.href;
  return null;
};

/**
 * What arrives in the creators' inboxes (docs/decisions/044-fediverse-with-fedify.md). Fedify has
 * already verified the HTTP signature and that the key belongs to the activity's actor; here every
 * object must also be the sender's own (its attribution is the actor), or it is ignored.
 */
export function registerInbox(federation: Federation<void>, deps: AppDeps) {
  const repo = fediverseRepository(deps.database.db);

  /** The local creator an actor URI of ours names, while they are on the fediverse. */
  async function localCreator(ctx: InboxContext<void>, uri: URL | null) {
    const parsed = ctx.parseUri(uri);
    if (parsed?.type !== 'actor') return null;
    const id = Number(parsed.identifier);
    const account = Number.isSafeInteger(id) ? await repo.account(id) : undefined;
    return account?.enabled ? id : null;
  }

  /** The blog one of our Article URIs names, with its creator. */
  async function localArticle(ctx: InboxContext<void>, uri: URL | null) {
    const parsed = ctx.parseUri(uri);
    if (parsed?.type !== 'object' || parsed.class !== Article) return null;
    const blogId = Number(parsed.values.id);
    if (!Number.isSafeInteger(blogId)) return null;
    const sent = await repo.sentArticle(blogId);
    if (!sent || sent.deletedAt) return null;
    const account = await repo.account(sent.userId);
    return account?.enabled ? { blogId, userId: sent.userId } : null;
  }

  const ownObject = (actorId: URL | null, object: { attributionId: URL | null }) =>
    actorId !== null && object.attributionId?.href === actorId.href;

  federation
    .setInboxListeners('/ap/users/{identifier}/inbox', '/ap/inbox')
    .on(Follow, async (ctx, follow) => {
      const userId = await localCreator(ctx, follow.objectId);
      if (userId === null || !follow.id || !follow.actorId) return;
      const follower = await follow.getActor(ctx);
      if (!follower?.id || !isActor(follower) || !follower.inboxId) return;
      await repo.addFollower({
        userId,
        actorUri: follower.id.href,
        inboxUri: follower.inboxId.href,
        sharedInboxUri: follower.endpoints?.sharedInbox?.href ?? null,
        handle: handleOf(follower),
        followId: follow.id.href,
      });
      // Followers are accepted automatically: a creator's articles are public anyway.
      await ctx.sendActivity(
        { identifier: String(userId) },
        follower,
        new Accept({
          id: new URL(`${ctx.getActorUri(String(userId)).href}#accepts/${crypto.randomUUID()}`),
          actor: ctx.getActorUri(String(userId)),
          object: follow,
        }),
      );
    })
    .on(Undo, async (ctx, undo) => {
      const object = await undo.getObject(ctx).catch(() => null);
      if (!(object instanceof Follow) || !undo.actorId || object.actorId?.href !== undo.actorId.href) return;
      const userId = await localCreator(ctx, object.objectId);
      if (userId !== null) await repo.removeFollower(userId, undo.actorId.href);
    })
    .on(Accept, async (ctx, accept) => {
      if (!accept.actorId) return;
      const follow = await accept.getObject(ctx).catch(() => null);
      const followId = follow instanceof Follow ? follow.id : accept.objectId;
      const marked = followId ? await repo.markAccepted(followId.href, accept.actorId.href) : 0;
      // Our Follow's id may not come back (a cross-origin object is not trusted as embedded): the
      // signed Accept from the followed actor, in the follower's own inbox, is enough.
      if (marked === 0 && ctx.recipient !== null)
        await repo.markAcceptedByActor(Number(ctx.recipient), accept.actorId.href);
    })
    .on(Create, async (ctx, create) => {
      const object = await create.getObject(ctx);
      if (!object?.id || !create.actorId || !ownObject(create.actorId, object)) return;
      if (object instanceof Note && object.replyTargetId) {
        const target = await localArticle(ctx, object.replyTargetId);
        if (!target) return;
        const author = await create.getActor(ctx);
        const content = sanitizeBlogHtml(text(object.content));
        if (!author || !content) return;
        // Waits for the creator's approval before it shows on the page.
        await repo.addReply({
          userId: target.userId,
          blogId: target.blogId,
          objectUri: object.id.href,
          actorUri: create.actorId.href,
          authorName: text(author.name) || text(author.preferredUsername) || create.actorId.host,
          authorHandle: handleOf(author),
          contentHtml: content,
        });
        return;
      }
      if (object instanceof Article) {
        for (const userId of await repo.usersFollowing(create.actorId.href)) {
          await repo.upsertReceived({
            userId,
            actorUri: create.actorId.href,
            objectUri: object.id.href,
            ...fieldsOf(object),
          });
        }
      }
    })
    .on(Update, async (ctx, update) => {
      const object = await update.getObject(ctx);
      if (!(object instanceof Article) || !object.id || !update.actorId || !ownObject(update.actorId, object)) return;
      await repo.updateReceived(update.actorId.href, object.id.href, fieldsOf(object));
    })
    .on(Delete, async (_ctx, del) => {
      if (!del.objectId || !del.actorId) return;
      // Only what this actor sent: the stored rows carry the actor they came from.
      await repo.deleteReceived(del.actorId.href, del.objectId.href);
      await repo.deleteReply(del.actorId.href, del.objectId.href);
    });
}

function fieldsOf(article: Article) {
  return {
    name: text(article.name) || 'Untitled',
    summary: text(article.summary) || null,
    contentHtml: sanitizeBlogHtml(text(article.content)),
    url: urlOf(article.url),
  };
}
