import { Suspense, lazy, type ComponentType } from 'react';
import { Redirect, Route } from 'wouter';
import { useAuth } from '@client/features/auth';
import { PageSpinner } from '@client/components/ui/spinner';

const AppLayout = lazy(() => import('./AppLayout'));

/**
 * A signed-in route: a centred spinner while the sign-in state loads, a redirect to /auth when
 * nobody is signed in, otherwise the page inside the shared header layout.
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
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppLayout>
        <Page />
      </AppLayout>
    </Suspense>
  );
}
