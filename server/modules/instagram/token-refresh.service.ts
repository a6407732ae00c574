import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Keyring } from '../../lib/crypto/keyring';
import { InstagramApiError } from '../../integrations/instagram/errors';
import type { InstagramEnvironmentGetter } from '../../integrations/instagram/environment';
import { accountsRepository } from './accounts.repository';
import { decryptToken, encryptToken } from './tokens';

/** Tokens are refreshed when they have less than this left (they live 60 days). */
export const REFRESH_WINDOW_MS = 10 * 24 * 3600 * 1000;
/** Instagram refuses to refresh a token younger than 24 hours. */
const MIN_AGE_MS = 24 * 3600 * 1000;

/**
 * Keeps long-lived tokens alive (they last 60 days and can be refreshed once 24 h old): refresh well before expiry; an expired or
 * revoked token marks the account for reconnection (never retried); other failures wait for the
 * next run.
 */
export function tokenRefreshService(deps: {
  db: Db;
  keyring: Keyring;
  env: InstagramEnvironmentGetter;
  log: FastifyBaseLogger;
}) {
  const accounts = accountsRepository(deps.db);
  return {
    async refreshExpiring(now = new Date()) {
      const due = await accounts.listExpiring(new Date(now.getTime() + REFRESH_WINDOW_MS));
      const result = { refreshed: 0, needsReconnect: 0, failed: 0, skipped: 0 };
      for (const account of due) {
        if (account.tokenExpiry && account.tokenExpiry <= now) {
          await accounts.update(account.id, {
            needsReconnect: true,
            lastSyncError: 'The Instagram session expired. Reconnect the account.',
          });
          result.needsReconnect++;
          continue;
        }
        if (account.tokenIssuedAt && now.getTime() - account.tokenIssuedAt.getTime() < MIN_AGE_MS) {
          result.skipped++;
          continue;
        }
        try {
          const fresh = await deps.env().client.refreshToken(decryptToken(deps.keyring, account));
          await accounts.update(account.id, {
            accessToken: encryptToken(deps.keyring, account.userId, fresh.accessToken),
            tokenExpiry: new Date(now.getTime() + fresh.expiresIn * 1000),
            tokenIssuedAt: now,
          });
          result.refreshed++;
        } catch (err) {
          if (err instanceof InstagramApiError && (err.kind === 'auth_expired' || err.kind === 'permission')) {
            await accounts.update(account.id, { needsReconnect: true, lastSyncError: err.message });
            result.needsReconnect++;
          } else {
            result.failed++;
            deps.log.warn(
              {
                event: 'instagram_token_refresh_failed',
                accountId: account.id,
                kind: err instanceof InstagramApiError ? err.kind : 'internal',
              },
              'token refresh failed',
            );
          }
        }
      }
      deps.log.info({ event: 'instagram_token_refresh', ...result }, 'instagram token refresh');
      return result;
    },
  };
}
