import { errorBodySchema } from '@common/errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { instagramDeletionRequests } from '../../db/schema';
import { randomToken } from '../../lib/crypto/tokens';
import { AppError } from '../../lib/errors';
import type { InstagramEnvironmentGetter } from '../../integrations/instagram/environment';
import { verifySignedRequest } from '../../integrations/instagram/signed-request';
import { eq } from 'drizzle-orm';
import type { App } from '../../types';
import { accountsRepository } from './accounts.repository';

const formBody = z.object({
  signed_request: z.string({ error: 'signed_request is required' }).min(1, 'signed_request is required'),
});
const invalid = () =>
  new AppError(400, 'invalid_signed_request', 'The signed_request is missing or its signature is invalid.');

/**
 * Meta's required callbacks of an Instagram app: deauthorize (the person removed the app: stop
 * using the token, keep what was imported, ask to reconnect) and data deletion (delete the
 * accounts and their posts; answer {url, confirmation_code} with a status page).
 */
export async function metaCallbackRoutes(app: App, deps: { db: Db; env: InstagramEnvironmentGetter }) {
  const accounts = accountsRepository(deps.db);
  const verify = (signed: string) => {
    const result = verifySignedRequest(signed, deps.env().appSecret);
    if (!result) throw invalid();
    return result.userId;
  };

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const opts = { config: { skipOriginCheck: true } };
    const schema = { tags: ['instagram'], consumes: ['application/x-www-form-urlencoded'], body: formBody };

    const deauthorize = {
      ...schema,
      summary: 'Meta callback: the person removed the app from Instagram',
      operationId: 'instagramDeauthorize',
      response: { 200: z.object({ success: z.boolean() }), 400: errorBodySchema },
    };
    scope.post('/api/instagram/deauthorize', { ...opts, schema: deauthorize }, async (request) => {
      const igId = verify(request.body.signed_request);
      const rows = await accounts.findByInstagramId(igId);
      for (const row of rows) {
        await accounts.update(row.id, {
          isConnected: false,
          needsReconnect: true,
          accessToken: '',
          lastSyncError: 'Instagram access was removed. Reconnect the account.',
        });
      }
      request.log.info({ event: 'instagram_deauthorized', accounts: rows.length }, 'instagram deauthorize callback');
      return { success: true };
    });

    const dataDeletion = {
      ...schema,
      summary: 'Meta callback: delete the data imported from a person’s Instagram accounts',
      operationId: 'instagramDataDeletion',
      response: { 200: z.object({ url: z.string(), confirmation_code: z.string() }), 400: errorBodySchema },
    };
    scope.post('/api/instagram/data-deletion', { ...opts, schema: dataDeletion }, async (request) => {
      const igId = verify(request.body.signed_request);
      const rows = await accounts.findByInstagramId(igId);
      for (const row of rows) await accounts.delete(row.id);
      const code = randomToken(12).replace(/[^A-Za-z0-9]/g, 'x');
      await deps.db
        .insert(instagramDeletionRequests)
        .values({ confirmationCode: code, instagramUserId: igId, accountsDeleted: rows.length });
      request.log.info({ event: 'instagram_data_deleted', accounts: rows.length }, 'instagram data deletion callback');
      return { url: `${app.deps.config.PUBLIC_URL}/instagram/data-deletion/${code}`, confirmation_code: code };
    });
  });

  app.get(
    '/instagram/data-deletion/:code',
    { schema: { hide: true, params: z.object({ code: z.string().max(64) }) } },
    async (request, reply) => {
      const [row] = await deps.db
        .select()
        .from(instagramDeletionRequests)
        .where(eq(instagramDeletionRequests.confirmationCode, request.params.code))
        .limit(1);
      const text = row
        ? `Deletion request ${row.confirmationCode}: completed on ${row.createdAt.toISOString().slice(0, 10)}. Inkgram deleted ${row.accountsDeleted} connected account(s) and every post imported from them.`
        : 'No deletion request has this confirmation code.';
      return reply
        .code(row ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><meta charset="utf-8"><title>Inkgram · Data deletion status</title><main style="font:16px system-ui;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Data deletion status</h1><p>${text}</p></main>`,
        );
    },
  );
}
