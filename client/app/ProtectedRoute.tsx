import { Suspense, lazy, type ComponentType } from 'react';
import { Redirect, Route, useLocation, useSearch } from 'wouter';
import { useAuth } from '@client/features/auth';
import { PageSpinner } from '@client/components/ui/spinner';
import { authPathFor } from '@client/lib/safe-next';

const AppLayout = lazy(() => import('./AppLayout'));

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
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={authPathFor(search ? `${location}?${search}` : location)} replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppLayout>
        <Page />
      </AppLayout>
    </Suspense>
  );
}
