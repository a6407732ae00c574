import type { PageQuery } from '@common/pagination';
import { ERROR_CODES } from '@common/errors';
import type { AccountId } from '@common/ids';
import type { ConnectInstagramInput } from '@common/instagram';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { randomToken, sha256Hex } from '../../lib/crypto/tokens';
import type { Keyring } from '../../lib/crypto/keyring';
import { AppError, tooManyRequests } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import type { Actor } from '../../lib/policy';
import type { MediaLibrary } from '../../lib/storage/media-storage';
import type { InstagramEnvironmentGetter } from '../../integrations/instagram/environment';
import { InstagramApiError } from '../../integrations/instagram/errors';
import { importImage } from '../../integrations/instagram/media-import';
import { accountsRepository } from './accounts.repository';
import { toAppError } from './instagram.errors';
import { accountPolicy } from './instagram.policy';
import { presentAccount, presentPost } from './instagram.presenter';
import { oauthStatesRepository } from './oauth-states.repository';
import { postsRepository } from './posts.repository';
import { SYNC_LEASE_MS, SYNC_STALE_MS, type SyncService } from './sync.service';
import { encryptToken } from './tokens';

/** A `state` is valid for as long as Instagram's code is (1 h), but people take minutes: 30 min. */
const STATE_TTL_MS = 30 * 60 * 1000;
/** The posts call waits this long for a first import that is already running. */
const FIRST_IMPORT_WAIT_MS = 4_000;
const BAD_STATE =
  'This connection request has expired or was already used. Please start connecting your Instagram account again.';

export function instagramService(deps: {
  db: Db;
  keyring: Keyring;
  media: MediaLibrary;
  env: InstagramEnvironmentGetter;
  sync: SyncService;
  log: FastifyBaseLogger;
}) {
  const accounts = accountsRepository(deps.db);
  const posts = postsRepository(deps.db);
  const states = oauthStatesRepository(deps.db);

  /** Syncing here, or in another server process (a live lease on the row). */
  const syncing = (id: number, syncStartedAt?: Date | null) =>
    deps.sync.isRunning(id) || (!!syncStartedAt && Date.now() - syncStartedAt.getTime() < SYNC_LEASE_MS);

  return {
    /** A fresh single-use `state` bound to this user and session, and the authorize URL carrying it. */
    async startAuth(auth: AuthContext): Promise<{ authUrl: string }> {
      const state = randomToken(24);
      const now = new Date();
      await states.insert({
        stateHash: sha256Hex(state),
        userId: auth.user.id,
        sessionHash: auth.session.idHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      });
      return { authUrl: deps.env().client.authorizeUrl(state) };
    },

    /** Takes the AuthContext, not the Actor: the `state` is checked against this session too. */
    async connect(auth: AuthContext, input: ConnectInstagramInput): Promise<{ username: string; accountId: number }> {
      const userId = auth.user.id;
      const stateHash = sha256Hex(input.state);
      const ok = await states.consume(stateHash, userId, auth.session.idHash, new Date());
      if (!ok) throw new AppError(400, ERROR_CODES.instagramStateInvalid, BAD_STATE);
      const env = deps.env();
      let profile, long, short;
      try {
        short = await env.client.exchangeCode(input.code);
      } catch (err) {
        // Instagram never accepted the code (down, throttled): the same state may be retried.
        if (err instanceof InstagramApiError && (err.kind === 'transient' || err.kind === 'rate_limited')) {
          await states.release(stateHash);
        }
        throw toAppError(err, 'Instagram did not accept the connection');
      }
      try {
        long = await env.client.exchangeLongLived(short.accessToken);
        profile = await env.client.getProfile(long.accessToken);
      } catch (err) {
        throw toAppError(err, 'Instagram did not accept the connection');
      }
      const now = new Date();
      const picture = profile.profilePictureUrl
        ? await importImage(deps.media, profile.profilePictureUrl, {
            allowHosts: env.mediaHosts,
            allowPrivate: env.allowPrivate,
            ownerId: userId,
          }).catch(() => null)
        : null;
      const account = await accounts.upsert({
        userId,
        instagramUserId: profile.userId,
        appScopedId: profile.appScopedId,
        username: profile.username,
        displayName: profile.name,
        profilePicture: picture,
        accessToken: encryptToken(deps.keyring, userId, long.accessToken),
        tokenExpiry: new Date(now.getTime() + long.expiresIn * 1000),
        tokenIssuedAt: now,
        isConnected: true,
        needsReconnect: false,
        isSandbox: env.sandbox,
        syncBlockedUntil: null,
        lastSyncError: null,
      });
      deps.log.info({ event: 'instagram_connected', userId, accountId: account.id }, 'instagram connected');
      deps.sync.requestSync(account.id, 'full');
      return { username: account.username, accountId: account.id };
    },

    async listAccounts(actor: Actor) {
      const rows = await accounts.listByUser(actor.userId);
      return rows.map((a) => presentAccount(a, actor, syncing(a.id, a.syncStartedAt)));
    },

    /** Stored posts at once; a stale list is refreshed in the background (first import: briefly awaited). */
    async listPosts(actor: Actor, accountId: AccountId, page: PageQuery) {
      const account = accountPolicy.authorize(actor, 'read', await accounts.findById(accountId));
      const due =
        !account.needsReconnect &&
        account.isConnected &&
        (!account.lastSyncedAt || Date.now() - account.lastSyncedAt.getTime() > SYNC_STALE_MS);
      if (due) deps.sync.requestSync(account.id, account.lastSyncedAt ? 'recent' : 'full');
      let rows = await posts.listByAccount(account.id, page);
      const running = deps.sync.running(account.id);
      if (rows.items.length === 0 && !page.cursor && running) {
        await Promise.race([running, new Promise((r) => setTimeout(r, FIRST_IMPORT_WAIT_MS))]);
        rows = await posts.listByAccount(account.id, page);
      }
      return { ...rows, items: rows.items.map(presentPost) };
    },

    /** Removes the account and its imported posts; blogs made from them stay (their post link is cleared). */
    async disconnect(actor: Actor, accountId: AccountId) {
      const account = accountPolicy.authorize(actor, 'delete', await accounts.findById(accountId));
      if (syncing(account.id)) await deps.sync.running(account.id);
      await accounts.delete(account.id);
      deps.log.info({ event: 'instagram_disconnected', userId: actor.userId, accountId }, 'instagram disconnected');
    },

    /** Syncs now (the "refresh" button); rejects accounts that need reconnecting. */
    async syncNow(actor: Actor, accountId: AccountId) {
      const account = accountPolicy.authorize(actor, 'sync', await accounts.findById(accountId));
      const waitMs = (account.syncBlockedUntil?.getTime() ?? 0) - Date.now();
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw tooManyRequests(
          waitMs / 1000,
          `Instagram asked Inkgram to wait. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      deps.sync.requestSync(account.id, 'recent');
      return presentAccount(account, actor, true);
    },
  };
}

export type InstagramService = ReturnType<typeof instagramService>;
