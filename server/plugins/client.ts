import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CLIENT_ROUTES } from '@common/constants';
import { ERROR_CODES } from '@common/errors';
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

  app.setNotFoundHandler((request, reply) => {
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
    return reply
      .code(isClientRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell);
  });
}
