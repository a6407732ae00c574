import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CLIENT_ROUTES, SIGNED_IN_USER_ELEMENT_ID } from '@common/constants';
import { ERROR_CODES } from '@common/errors';
import type { FastifyRequest } from 'fastify';
import { jsonForScript } from '../lib/html/json-for-script';
import { presentUser } from '../modules/auth';
import type { App } from '../types';

const routePatterns = CLIENT_ROUTES.map((r) => new RegExp(`^${r.replace(/:[a-z]+/gi, '[^/]+')}/?$`));
export const isClientRoute = (pathname: string) => routePatterns.some((re) => re.test(pathname));

/**
 * Serves the built client: hashed assets with immutable caching, and the app shell for every
 * client route (200) or any other non-API path (404, the client shows its not-found screen).
 * Files are sent brotli- or gzip-compressed when the browser accepts it, from the `.br` / `.gz`
 * copies the build writes beside them (vite.config.ts), with `Vary: Accept-Encoding`.
 */
export async function registerClient(app: App, clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (shell) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ message: `No API route ${request.method} ${pathname}`, code: ERROR_CODES.notFound });
    }
    if (!shell) {
      return reply.code(503).type('text/plain').send('The client is not built. Run `npm run build` (or `make start`).');
    }
    const clientRoute = isClientRoute(pathname);
    const user = clientRoute ? await signedInUser(app, request) : undefined;
    reply
      .code(clientRoute ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('vary', 'Cookie');
    if (!user) return reply.header('cache-control', 'no-cache').send(shell);
    // The page knows who is signed in from its first frame, without a round trip to GET /api/user
    // (docs/decisions/049-signed-in-first-frame.md); a page with personal data is never stored.
    const block = `<script type="application/json" id="${SIGNED_IN_USER_ELEMENT_ID}">${jsonForScript(user)}</script>`;
    return reply
      .header('cache-control', 'private, no-store')
      .send(shell.replace('<div id="root">', `${block}<div id="root">`));
  });
}

/** The user of the request's live session, as GET /api/user answers it; none without one. */
async function signedInUser(app: App, request: FastifyRequest) {
  if (!app.sessions.tokenOf(request)) return undefined;
  const auth = await app.sessions.resolve(request);
  return auth ? presentUser(auth.user) : undefined;
}
