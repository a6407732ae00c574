/**
 * The `:name` parts of `pattern` (a route path of CLIENT_ROUTES' form) taken from `pathname`,
 * percent-decoded, or undefined when it does not match. A trailing slash is ignored; `/` matches
 * only itself. The client's router checks and the server's page data (server/lib/page-data.ts) use it.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | undefined {
  if (pattern === '/') return pathname === '/' ? {} : undefined;
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (!part.startsWith(':')) {
      if (part !== value) return undefined;
    } else if (!value) {
      return undefined;
    } else {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return params;
}

/** True when `pattern` matches `pathname` (matchRoute). */
export const routeMatches = (pattern: string, pathname: string): boolean => matchRoute(pattern, pathname) !== undefined;
