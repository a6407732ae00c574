import {
  createExponentialBackoffPolicy,
  createFederation,
  type Context,
  type Federation,
  type RetryPolicy,
} from '@fedify/fedify';
import { Article, type Create, Endpoints, Image, Person, PUBLIC_COLLECTION } from '@fedify/vocab';
import { publicCreatorPath } from '@common/public-pages';
import type { AppDeps } from '../../types';
import { publicArticleOf, type PublicArticle } from '../public-pages';
import { DbKvStore } from './kv-store';
import { fediverseRepository } from './fediverse.repository';
import { registerInbox } from './inbox';
import { keyPairsOf } from './keys';
import { JobMessageQueue } from './message-queue';
import { toInstant } from './temporal';

export const PATHS = {
  actor: '/ap/users/{identifier}',
  inbox: '/ap/users/{identifier}/inbox',
  sharedInbox: '/ap/inbox',
  outbox: '/ap/users/{identifier}/outbox',
  followers: '/ap/users/{identifier}/followers',
  article: '/ap/articles/{id}',
} as const;

export interface FediverseOptions {
  /**
   * Tests only: lets Fedify fetch and deliver to 127.0.0.1 over http. Never set in production: it
   * turns off Fedify's guard against private and loopback addresses. Signatures are always verified.
   */
  allowPrivateAddress?: boolean;
  /** How failed deliveries are retried (Fedify's default: 10 attempts, doubling, up to 12 hours). */
  retryPolicy?: RetryPolicy;
}

export interface Fediverse {
  federation: Federation<void>;
  queue: JobMessageQueue;
  /** A context for work outside a request (jobs, services), on the public address. */
  context(): Context<void>;
}

/** The ActivityPub Article of a public page (docs/decisions/044-fediverse-with-fedify.md). */
export function articleOf(ctx: Context<void>, userId: number, blogId: number, a: PublicArticle): Article {
  return new Article({
    id: ctx.getObjectUri(Article, { id: String(blogId) }),
    attribution: ctx.getActorUri(String(userId)),
    name: a.title,
    summary: a.description,
    content: a.bodyHtml,
    url: new URL(a.canonicalUrl),
    image: a.imageUrl ? new Image({ url: new URL(a.imageUrl), name: a.imageAlt }) : null,
    published: toInstant(a.published),
    updated: toInstant(a.modified),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(String(userId)),
  });
}

const userIdOf = (identifier: string) => (/^[1-9]\d{0,9}$/.test(identifier) ? Number(identifier) : null);

/**
 * One Fedify federation per app (each app a test builds has its own), on the app's database: keys,
 * followers and Fedify's key–value store live in PostgreSQL, deliveries run as pg-boss jobs.
 */
export function createFediverse(deps: AppDeps, options: FediverseOptions = {}): Fediverse {
  const { db } = deps.database;
  const base = deps.config.PUBLIC_URL;
  const repo = fediverseRepository(db);
  const queue = new JobMessageQueue(deps.queue, deps.keyring);
  const federation = createFederation<void>({
    kv: new DbKvStore(db),
    queue: { outbox: queue, fanout: queue },
    manuallyStartQueue: true,
    origin: base,
    allowPrivateAddress: options.allowPrivateAddress === true,
    outboxRetryPolicy: options.retryPolicy ?? createExponentialBackoffPolicy(),
    userAgent: { software: 'Inkgram' },
  });

  /** The creator behind an identifier, only while they are on the fediverse. */
  async function actorUser(identifier: string) {
    const id = userIdOf(identifier);
    if (id === null) return null;
    const user = await repo.userWithAccount(id);
    return user?.account?.enabled ? user : null;
  }

  federation
    .setActorDispatcher(PATHS.actor, async (ctx, identifier) => {
      const user = await actorUser(identifier);
      if (!user) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: user.username,
        name: user.name,
        summary: `Articles by ${user.name}, written with Inkgram.`,
        url: new URL(publicCreatorPath(user.username), base),
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((k) => k.multikey),
        manuallyApprovesFollowers: false,
        discoverable: true,
        indexable: true,
      });
    })
    .mapHandle(async (_ctx, username) => {
      const id = await repo.actorIdByUsername(username);
      return id === undefined ? null : String(id);
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      const user = await actorUser(identifier);
      return user ? keyPairsOf(db, deps.keyring, user.id) : [];
    });

  federation
    .setFollowersDispatcher(PATHS.followers, async (_ctx, identifier) => {
      const user = await actorUser(identifier);
      if (!user) return null;
      const rows = await repo.followers(user.id);
      return {
        items: rows.map((r) => ({
          id: new URL(r.actorUri),
          inboxId: new URL(r.inboxUri),
          endpoints: r.sharedInboxUri ? { sharedInbox: new URL(r.sharedInboxUri) } : null,
        })),
      };
    })
    .setCounter(async (_ctx, identifier) => {
      const user = await actorUser(identifier);
      return user ? repo.followerCount(user.id) : null;
    });

  // The outbox lists nothing but its size: the articles themselves are reached from the pages.
  federation.setOutboxDispatcher(PATHS.outbox, async (_ctx, identifier) =>
    (await actorUser(identifier)) ? { items: [] as Create[] } : null,
  );

  federation.setObjectDispatcher(Article, PATHS.article, async (ctx, values) => {
    const blogId = userIdOf(values.id);
    if (blogId === null) return null;
    const a = await publicArticleOf(db, base, blogId);
    const owner = a ? await repo.ownerOfBlog(blogId) : undefined;
    if (!a || owner === undefined || !(await actorUser(String(owner)))) return null;
    return articleOf(ctx, owner, blogId, a);
  });

  registerInbox(federation, deps);

  return { federation, queue, context: () => federation.createContext(new URL(base), undefined) };
}
