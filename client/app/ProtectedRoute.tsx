import { Suspense, lazy, useDeferredValue, type ComponentType } from 'react';
import { Redirect, Route, useLocation, useSearch } from 'wouter';
import type { QueryClient } from '@tanstack/react-query';
import { useAuth } from '@client/features/auth';
import { loadAuthSchemas } from '@client/features/auth/auth-schemas';
import { useAfterFirstPaint } from '@client/lib/lazy-slot';
import { authPathFor } from '@client/lib/safe-next';
import { PageShell } from './PageShell';
import { routeMatches } from '@common/route-match';

// The signed-in layout arrives with the query cache holding the user (docs/decisions/047).
const loadAppLayout = () =>
  Promise.all([import('./AppLayout'), import('./auth-queries').then((m) => m.connectAuthQueries())]).then(([m]) => m);
const AppLayout = lazy(loadAppLayout);

/** A lazily loaded page module; `preload` (optional) starts the requests the page needs first. */
export type PageModule = { default?: unknown; preload?: (queryClient: QueryClient) => unknown };

/** The app's query client, or its loader (it is not part of /auth's first load). */
type QueryClientSource = QueryClient | (() => Promise<QueryClient>);

/**
 * Starts loading the signed-in layout and the page of `pathname` at once, so that they download
 * while the sign-in state is checked rather than one after the other once it is known (a phone
 * on a slow network saves two round trips on every page it opens). Modules are cached: the
 * `lazy()` of the same loader then finds them ready. The auth contracts the sign-in check parses
 * with load beside it too, and a page that exports `preload` starts its first request.
 */
export function preloadSignedInPage(
  pathname: string,
  pages: Record<string, () => Promise<PageModule>>,
  queryClient?: QueryClientSource,
) {
  const page = Object.entries(pages).find(([pattern]) => routeMatches(pattern, pathname));
  if (!page) return;
  void loadAuthSchemas().catch(() => undefined);
  void loadAppLayout().catch(() => undefined);
  const client = typeof queryClient === 'function' ? queryClient() : queryClient;
  void Promise.all([page[1](), client])
    .then(([m, loaded]) => (loaded ? m.preload?.(loaded) : undefined))
    .catch(() => undefined);
}

/**
 * A signed-in route: a centred spinner while the sign-in state loads, a redirect to /auth when
 * nobody is signed in (with `?next=` so that signing in returns here), otherwise the page inside the shared header layout.
 */
export function ProtectedRoute({ path, component: Page }: { path: string; component: ComponentType }) {
  return (
    <Route path={path}>
      <Guard page={Page} />
    </Route>
  );
}

function Guard({ page: Page }: { page: ComponentType }) {
  const { user, isLoading } = useAuth();
  // Once the sign-in check answers, the whole layout and page render: as a transition, in slices
  // that leave the main thread free between them (a phone stays responsive), with the page shell
  // on screen until the page is ready.
  const state = useDeferredValue(isLoading ? 'checking' : user ? 'signed-in' : 'signed-out');
  // The first frame is the shell even when the page knows the user from the start
  // (docs/decisions/049-signed-in-first-frame.md): the layout's code is asked for after it is painted.
  const painted = useAfterFirstPaint();
  const [location] = useLocation();
  const search = useSearch();
  if (state === 'checking' || (state === 'signed-in' && !painted)) return <PageShell pathname={location} />;
  if (state === 'signed-out') return <Redirect to={authPathFor(search ? `${location}?${search}` : location)} replace />;
  return (
    <Suspense fallback={<PageShell pathname={location} />}>
      <AppLayout>
        <Page />
      </AppLayout>
    </Suspense>
  );
}
