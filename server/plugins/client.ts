import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CLIENT_ROUTES, PAGE_DATA_ELEMENT_ID, SIGNED_IN_USER_ELEMENT_ID } from '@common/constants';
import { ERROR_CODES } from '@common/errors';
import type { FastifyRequest } from 'fastify';
import { firstViewPreloadTags } from '../lib/first-view-preload';
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
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const firstViewPreloads = firstViewPreloadTags(
    existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : undefined,
  );

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
    const auth = clientRoute ? await signedInAuth(app, request) : undefined;
    reply
      .code(clientRoute ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('vary', 'Cookie');
    if (!auth) return reply.header('cache-control', 'no-cache').send(shell);
    // The page knows who is signed in from its first frame, without a round trip to GET /api/user
    // (docs/decisions/049-signed-in-first-frame.md), and carries what its first view shows
    // (docs/decisions/050-first-view-data-in-the-page.md); a page with personal data is never stored.
    const data = await app.pageData.collect(pathname, auth, request.log);
    const blocks = [dataBlock(SIGNED_IN_USER_ELEMENT_ID, presentUser(auth.user))];
    let page = shell;
    if (data) {
      blocks.push(dataBlock(PAGE_DATA_ELEMENT_ID, data));
      // Its first view is drawn by one chunk, asked for beside the entry (server/lib/first-view-preload.ts).
      page = page.replace('</head>', `${firstViewPreloads}</head>`);
    }
    return reply
      .header('cache-control', 'private, no-store')
      .send(page.replace('<div id="root">', `${blocks.join('')}<div id="root">`));
  });
}

/** A JSON block the page reads and never runs (the CSP does not apply to it; every `<` escaped). */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

/** The request's live session, if any. */
async function signedInAuth(app: App, request: FastifyRequest) {
  if (!app.sessions.tokenOf(request)) return undefined;
  return (await app.sessions.resolve(request)) ?? undefined;
}
