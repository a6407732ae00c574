// Public: Meta calls these server-to-server; its signed_request, not a session, proves the caller.
import { errorBodySchema } from '@common/errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { InstagramEnvironmentGetter } from '../../integrations/instagram/environment';
import type { App } from '../../types';
import { deletionStatusPage } from './meta-callbacks.presenter';
import { metaCallbacksService } from './meta-callbacks.service';

const formBody = z.object({
  signed_request: z.string({ error: 'signed_request is required' }).min(1, 'signed_request is required'),
});

/** Meta's deauthorize and data-deletion callbacks (form-encoded, signed) and the deletion status page. */
export async function metaCallbackRoutes(app: App, deps: { db: Db; env: InstagramEnvironmentGetter }) {
  const service = metaCallbacksService({ ...deps, publicUrl: app.deps.config.PUBLIC_URL });

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
      const accounts = await service.deauthorize(request.body.signed_request);
      request.log.info({ event: 'instagram_deauthorized', accounts }, 'instagram deauthorize callback');
      return { success: true };
    });

    const dataDeletion = {
      ...schema,
      summary: 'Meta callback: delete the data imported from a person’s Instagram accounts',
      operationId: 'instagramDataDeletion',
      response: { 200: z.object({ url: z.string(), confirmation_code: z.string() }), 400: errorBodySchema },
    };
    scope.post('/api/instagram/data-deletion', { ...opts, schema: dataDeletion }, async (request) => {
      const done = await service.deleteData(request.body.signed_request);
      request.log.info(
        { event: 'instagram_data_deleted', accounts: done.accountsDeleted },
        'instagram data deletion callback',
      );
      return { url: done.url, confirmation_code: done.confirmationCode };
    });
  });

  app.get(
    '/instagram/data-deletion/:code',
    { schema: { hide: true, params: z.object({ code: z.string().max(64) }) } },
    async (request, reply) => {
      const row = await service.findDeletionRequest(request.params.code);
      return reply
        .code(row ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(deletionStatusPage(row));
    },
  );
}
