import type { FastifyBaseLogger } from 'fastify';
import { matchRoute } from '@common/route-match';
import type { AuthContext } from './auth-context';
import { AppError } from './errors';

/**
 * One answer a client route's first view needs, as the API call it stands for would give it to the
 * same user (the blog of `/edit-blog/:id` is GET /api/blogs/:id): undefined when there is none.
 */
export type PageDataProvider = (auth: AuthContext, params: Record<string, string>) => Promise<unknown>;

interface Entry {
  pattern: string;
  key: string;
  provide: PageDataProvider;
}

/**
 * The answers the server writes into a signed-in page beside its user, so that the page's first
 * view is drawn without waiting for its own requests (docs/decisions/050-first-view-data-in-the-page.md).
 * Modules register what they can answer for a route; a refusal (another user's blog, a bad id) or
 * a failure leaves that answer out, and the page then asks for it as it always did.
 */
export function pageDataRegistry() {
  const entries: Entry[] = [];
  return {
    provide(pattern: string, key: string, provide: PageDataProvider) {
      entries.push({ pattern, key, provide });
    },
    /** Every registered answer for `pathname`, or undefined when there is none. */
    async collect(pathname: string, auth: AuthContext, log: FastifyBaseLogger) {
      const found: Record<string, unknown> = {};
      await Promise.all(
        entries.map(async ({ pattern, key, provide }) => {
          const params = matchRoute(pattern, pathname);
          if (!params) return;
          try {
            const value = await provide(auth, params);
            if (value !== undefined) found[key] = value;
          } catch (error) {
            if (!(error instanceof AppError)) log.warn({ err: error, pathname, key }, 'page data failed');
          }
        }),
      );
      return Object.keys(found).length > 0 ? { path: pathname, ...found } : undefined;
    },
  };
}

export type PageDataRegistry = ReturnType<typeof pageDataRegistry>;
