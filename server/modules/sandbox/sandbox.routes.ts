// Public: the sandbox Instagram stands in for Instagram's own hosts, which the OAuth flow and the Graph client reach without Inkgram's session.
import type { Config } from '../../config';
import type { Keyring } from '../../lib/crypto/keyring';
import { createFakeInstagram, type FakeInstagram } from '../../integrations/instagram/sandbox/core';
import { parseFormBody } from '../../integrations/instagram/sandbox/form';
import {
  redirectUri,
  SANDBOX_APP_ID,
  SANDBOX_PREFIX,
  sandboxAppSecret,
} from '../../integrations/instagram/environment';
import type { App } from '../../types';

/**
 * The built-in sandbox Instagram (served when INSTAGRAM_APP_ID is unset): the fake OAuth + Graph
 * API + CDN of server/integrations/instagram/sandbox under /sandbox/instagram. The app's own
 * Instagram client reaches it over HTTP, exactly as it reaches graph.instagram.com.
 */
export async function sandboxRoutes(app: App, config: Config, keyring: Keyring): Promise<FakeInstagram> {
  const fake = createFakeInstagram({
    appId: SANDBOX_APP_ID,
    appSecret: sandboxAppSecret(keyring),
    redirectUris: [redirectUri(config)],
    secret: keyring.deriveSecret('sandbox-signing'),
  });

  await app.register(async (scope) => {
    // Form bodies (consent form, token endpoint) are parsed only inside the sandbox.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
    }
    scope.route({
      method: ['GET', 'POST', 'HEAD'],
      url: `${SANDBOX_PREFIX}/*`,
      // Server-to-server calls (token exchange) and the consent form stand in for other hosts.
      config: { skipOriginCheck: true },
      schema: { hide: true },
      handler: async (request, reply) => {
        const url = new URL(request.url, 'http://sandbox.invalid');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const out = fake.handle({
          method: request.method === 'HEAD' ? 'GET' : request.method,
          path: url.pathname.slice(SANDBOX_PREFIX.length) || '/',
          query: url.searchParams,
          form: parseFormBody(request.headers['content-type'], body),
          base: `${request.protocol}://${request.host}${SANDBOX_PREFIX}`,
          basePath: SANDBOX_PREFIX,
        });
        return reply.code(out.status).headers(out.headers).send(out.body);
      },
    });
  });
  return fake;
}
