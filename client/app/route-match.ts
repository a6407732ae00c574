/** True when `pattern` (a route path with `:params`) matches `pathname`. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/';
  return (
    want.length === got.length && want.every((part, i) => (part.startsWith(':') ? Boolean(got[i]) : part === got[i]))
  );
}
