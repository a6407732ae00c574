import { ERROR_CODES } from '@common/errors';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { randomToken } from '../../lib/crypto/tokens';
import { AppError } from '../../lib/errors';
import type { InstagramEnvironmentGetter } from '../../integrations/instagram/environment';
import { verifySignedRequest } from '../../integrations/instagram/signed-request';
import { accountsRepository } from './accounts.repository';
import { deletionRequestsRepository } from './deletion-requests.repository';

const invalid = () =>
  new AppError(400, ERROR_CODES.invalidSignedRequest, 'The signed_request is missing or its signature is invalid.');

/**
 * Meta's required callbacks of an Instagram app: deauthorize (the person removed the app: stop
 * using the token, keep what was imported, ask to reconnect) and data deletion (delete the
 * accounts and their posts and record the request, all or nothing; answer a status URL and code).
 */
export function metaCallbacksService(deps: { db: Db; env: InstagramEnvironmentGetter; publicUrl: string }) {
  const verify = (signed: string) => {
    const result = verifySignedRequest(signed, deps.env().appSecret);
    if (!result) throw invalid();
    return result.userId;
  };

  return {
    /** Returns how many connected accounts were marked for reconnection. */
    async deauthorize(signedRequest: string): Promise<number> {
      const igId = verify(signedRequest);
      return withTransaction(deps.db, async (tx) => {
        const accounts = accountsRepository(tx);
        const rows = await accounts.findByInstagramId(igId);
        for (const row of rows) {
          await accounts.update(row.id, {
            isConnected: false,
            needsReconnect: true,
            accessToken: '',
            lastSyncError: 'Instagram access was removed. Reconnect the account.',
          });
        }
        return rows.length;
      });
    },

    async deleteData(
      signedRequest: string,
    ): Promise<{ url: string; confirmationCode: string; accountsDeleted: number }> {
      const igId = verify(signedRequest);
      const confirmationCode = randomToken(12).replace(/[^A-Za-z0-9]/g, 'x');
      const accountsDeleted = await withTransaction(deps.db, async (tx) => {
        const accounts = accountsRepository(tx);
        const rows = await accounts.findByInstagramId(igId);
        for (const row of rows) await accounts.delete(row.id);
        await deletionRequestsRepository(tx).insert({
          confirmationCode,
          instagramUserId: igId,
          accountsDeleted: rows.length,
        });
        return rows.length;
      });
      const url = `${deps.publicUrl}/instagram/data-deletion/${confirmationCode}`;
      return { url, confirmationCode, accountsDeleted };
    },

    findDeletionRequest: (code: string) => deletionRequestsRepository(deps.db).findByCode(code),
  };
}
