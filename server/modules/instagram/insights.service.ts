import type { FastifyBaseLogger } from 'fastify';
import { INSIGHTS_COPY, type AccountInsights } from '@common/instagram-insights';
import type { Db } from '../../db/client';
import type { Keyring } from '../../lib/crypto/keyring';
import type { Actor } from '../../lib/policy';
import type { InstagramEnvironmentGetter } from '../../integrations/instagram/environment';
import type { MediaInsights, UnavailableReason } from '../../integrations/instagram/insights';
import type { AccountId } from '@common/ids';
import { accountsRepository } from './accounts.repository';
import { accountPolicy } from './instagram.policy';
import { insightsRepository, type InsightInsert, type InsightRow } from './insights.repository';
import { decryptToken } from './tokens';

/** Cached figures are read again after this long (Instagram's own data can be 48 h late). */
export const INSIGHTS_TTL_MS = 6 * 60 * 60 * 1000;
/** The newest posts whose insights are read: one Graph call each. */
export const INSIGHTS_POSTS = 50;

type Note = keyof typeof INSIGHTS_COPY.notes;

const rowOf = (postId: number, got: MediaInsights, now: Date): InsightInsert =>
  got.status === 'ok'
    ? {
        postId,
        status: 'ok',
        saves: got.saves,
        shares: got.shares,
        reach: got.reach,
        views: got.views,
        note: null,
        fetchedAt: now,
      }
    : {
        postId,
        status: 'unavailable',
        saves: null,
        shares: null,
        reach: null,
        views: null,
        note: got.reason,
        fetchedAt: now,
      };

/**
 * "Top posts to write about" (docs/decisions/027-creator-voice-and-top-posts.md): saves, shares and reach of the account's newest posts,
 * cached per post for INSIGHTS_TTL_MS. Insights are optional: a small account, a missing
 * permission or a failing call give a quiet note, never an error.
 */
export function insightsService(deps: {
  db: Db;
  keyring: Keyring;
  env: InstagramEnvironmentGetter;
  log: FastifyBaseLogger;
}) {
  const accounts = accountsRepository(deps.db);
  const cache = insightsRepository(deps.db);

  return {
    async forAccount(actor: Actor, accountId: AccountId, now = new Date()): Promise<AccountInsights> {
      const account = accountPolicy.authorize(actor, 'read', await accounts.findById(accountId));
      const posts = await cache.newestPosts(account.id, INSIGHTS_POSTS);
      const rows = new Map((await cache.forPosts(posts.map((p) => p.id))).map((r) => [r.postId, r]));
      const stale = posts.filter((p) => {
        const row = rows.get(p.id);
        return !row || now.getTime() - row.fetchedAt.getTime() >= INSIGHTS_TTL_MS;
      });
      let failed = false;
      if (stale.length && !account.needsReconnect) {
        const token = decryptToken(deps.keyring, account);
        const client = deps.env().client;
        for (const [i, post] of stale.entries()) {
          let got: MediaInsights;
          try {
            got = await client.getInsights(token, post.instagramId);
          } catch (err) {
            // Rate limited, expired token, network: the figures wait; the posts stay as they are.
            deps.log.info({ err, accountId: account.id }, 'instagram insights unavailable');
            failed = true;
            break;
          }
          const row = rowOf(post.id, got, now);
          await cache.save(row);
          rows.set(post.id, row as InsightRow);
          // An account-wide answer (small account, no permission) holds for every post: ask no more.
          if (got.status === 'unavailable' && got.reason !== 'not_supported') {
            for (const other of stale.slice(i + 1)) {
              const same = rowOf(other.id, got, now);
              await cache.save(same);
              rows.set(other.id, same as InsightRow);
            }
            break;
          }
        }
      }
      const known = posts.map((p) => rows.get(p.id)).filter((r): r is InsightRow => Boolean(r));
      const ok = known.filter((r) => r.status === 'ok');
      const reason = known.find((r) => r.status === 'unavailable')?.note as UnavailableReason | undefined;
      const note: Note | null = ok.length
        ? null
        : failed
          ? 'failed'
          : (reason ?? (posts.length ? 'not_supported' : null));
      return {
        available: ok.length > 0,
        note: note ? INSIGHTS_COPY.notes[note] : null,
        posts: ok.map((r) => ({ postId: r.postId, saves: r.saves, shares: r.shares, reach: r.reach, views: r.views })),
      };
    },
  };
}

export type InsightsService = ReturnType<typeof insightsService>;
