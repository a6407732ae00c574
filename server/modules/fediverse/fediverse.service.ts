import {
  normalizeHandle,
  type FollowInput,
  type SendReplyInput,
  type UpdateFediverseSettingsInput,
} from '@common/fediverse';
import { escapeHtml } from '@common/html-escape';
import type { ReplyStatus } from '@common/fediverse';
import { Create, Follow, Note, PUBLIC_COLLECTION, isActor, type Actor } from '@fedify/vocab';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor as AppActor } from '../../lib/policy';
import type { AppDeps } from '../../types';
import type { Fediverse } from './federation';
import { fediverseRepository } from './fediverse.repository';
import { handleOf } from './inbox';

const NOT_FOUND = "We couldn't find that account. Check the handle, for example @name@mastodon.social.";

/** The creator's side of the fediverse: settings, following others, replying, and approving replies. */
export function fediverseService(fedi: Fediverse, deps: AppDeps, options: { allowPrivateAddress?: boolean } = {}) {
  const repo = fediverseRepository(deps.database.db);
  const host = new URL(deps.config.PUBLIC_URL).host;

  async function settings(userId: number) {
    const user = await repo.userWithAccount(userId);
    if (!user) throw notFound('Account');
    const ctx = fedi.context();
    return {
      enabled: user.account?.enabled ?? false,
      handle: `@${user.username}@${host}`,
      actorUrl: ctx.getActorUri(String(userId)).href,
      creatorHandle: user.account?.creatorHandle ?? null,
      followers: await repo.followerCount(userId),
      pendingReplies: (await repo.replies(userId, 'pending', 1000)).length,
    };
  }

  async function requireEnabled(userId: number) {
    if (!(await repo.account(userId))?.enabled) throw conflict('Turn on "Share my articles on the fediverse" first.');
  }

  /**
   * A remote actor by handle or address. In production WebFinger is asked over https through
   * Fedify (its guard refuses private addresses); tests (allowPrivateAddress) ask over http.
   */
  async function resolveActor(input: string): Promise<Actor> {
    const ctx = fedi.context();
    let target: string | URL | null;
    if (/^https:\/\//i.test(input) || (options.allowPrivateAddress && /^http:\/\//i.test(input)))
      target = new URL(input);
    else {
      const handle = normalizeHandle(input);
      if (!handle) throw badRequest('Enter a handle like @name@example.social.');
      target = options.allowPrivateAddress ? await webfingerOverHttp(handle) : handle;
    }
    const found = target ? await ctx.lookupObject(target).catch(() => null) : null;
    if (!found || !isActor(found) || !found.id || !found.inboxId) throw badRequest(NOT_FOUND);
    return found;
  }

  return {
    settings: (actor: AppActor) => settings(actor.userId),

    async updateSettings(actor: AppActor, input: UpdateFediverseSettingsInput) {
      const creatorHandle =
        input.creatorHandle === undefined
          ? undefined
          : input.creatorHandle
            ? normalizeHandle(input.creatorHandle)
            : null;
      await repo.upsertAccount(actor.userId, {
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        ...(creatorHandle !== undefined ? { creatorHandle } : {}),
      });
      return settings(actor.userId);
    },

    async follow(actor: AppActor, input: FollowInput) {
      await requireEnabled(actor.userId);
      const remote = await resolveActor(input.handle);
      const ctx = fedi.context();
      const me = ctx.getActorUri(String(actor.userId));
      if (remote.id!.href === me.href) throw badRequest("That's you.");
      const follow = new Follow({
        id: new URL(`${me.href}#follows/${crypto.randomUUID()}`),
        actor: me,
        object: remote.id,
      });
      const row = await repo.addFollowing({
        userId: actor.userId,
        actorUri: remote.id!.href,
        handle: handleOf(remote) ?? remote.id!.href,
        followId: follow.id!.href,
      });
      await ctx.sendActivity({ identifier: String(actor.userId) }, remote, follow);
      return row;
    },

    following: (actor: AppActor) => repo.following(actor.userId),

    received: (actor: AppActor, limit: number) => repo.received(actor.userId, limit),

    /** A reply (Create(Note) inReplyTo the article) to an article received from someone followed. */
    async reply(actor: AppActor, receivedId: number, input: SendReplyInput) {
      await requireEnabled(actor.userId);
      const article = await repo.receivedById(actor.userId, receivedId);
      if (!article) throw notFound('Article');
      const ctx = fedi.context();
      const me = ctx.getActorUri(String(actor.userId));
      const author = await ctx.lookupObject(article.actorUri).catch(() => null);
      if (!author || !isActor(author))
        throw conflict("The article's author can't be reached right now. Try again later.");
      const html = input.content
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('');
      const noteId = new URL(`${me.href}#notes/${crypto.randomUUID()}`);
      const note = new Note({
        id: noteId,
        attribution: me,
        content: html,
        replyTarget: new URL(article.objectUri),
        to: author.id,
        cc: PUBLIC_COLLECTION,
      });
      await ctx.sendActivity(
        { identifier: String(actor.userId) },
        author,
        new Create({
          id: new URL(`${noteId.href}/create`),
          actor: me,
          object: note,
          to: author.id,
          cc: PUBLIC_COLLECTION,
        }),
      );
    },

    replies: (actor: AppActor, status: ReplyStatus) => repo.replies(actor.userId, status, 100),

    async decide(actor: AppActor, id: number, status: 'approved' | 'rejected') {
      if (!(await repo.setReplyStatus(actor.userId, id, status))) throw notFound('Reply');
      const row = await repo.replyWithTitle(actor.userId, id);
      if (!row) throw notFound('Reply');
      return row;
    },
  };
}

/** Tests only: WebFinger over http on a loopback instance (Fedify asks https for `acct:`). */
async function webfingerOverHttp(handle: string): Promise<URL | null> {
  const [, user, host] = handle.split('@');
  const res = await fetch(
    `http://${host}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${user}@${host}`)}`,
  );
  if (!res.ok) return null;
  const body = (await res.json()) as { links?: { rel?: string; type?: string; href?: string }[] };
  const self = body.links?.find((l) => l.rel === 'self' && l.type?.includes('activity+json'));
  return self?.href ? new URL(self.href) : null;
}
