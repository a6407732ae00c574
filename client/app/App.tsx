import { lazy } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import { AuthProvider } from '@client/features/auth/AuthProvider';
import AuthPage from '@client/features/auth/AuthPage';
import { Toaster } from '@client/components/ui/toaster';
import NotFoundPage from './NotFoundPage';
import { ProtectedRoute } from './ProtectedRoute';
import { queryClient } from './query-client';

// Signed-in pages load on demand so that the /auth first load stays small.
const HomePage = lazy(() => import('@client/features/home/HomePage'));
const CreateBlogPage = lazy(() => import('@client/features/blogs/CreateBlogPage'));
const MyBlogsPage = lazy(() => import('@client/features/blogs/MyBlogsPage'));
const EditBlogPage = lazy(() => import('@client/features/blogs/EditBlogPage'));
const ConnectInstagramPage = lazy(() => import('@client/features/instagram/ConnectInstagramPage'));
const PlatformConnectionsPage = lazy(() => import('@client/features/publishing/PlatformConnectionsPage'));
const WritingPromptsPage = lazy(() => import('@client/features/prompts/WritingPromptsPage'));
const CollaborativeSessionsPage = lazy(() => import('@client/features/collab/CollaborativeSessionsPage'));
const SettingsPage = lazy(() => import('@client/features/account/SettingsPage'));

/** The route table of docs/product.md §2 (paths also listed in common/constants.ts CLIENT_ROUTES). */
function AppRoutes() {
  return (
    <Switch>
      <Route path="/auth" component={AuthPage} />
      <ProtectedRoute path="/" component={HomePage} />
      <ProtectedRoute path="/create" component={CreateBlogPage} />
      <ProtectedRoute path="/my-blogs" component={MyBlogsPage} />
      <ProtectedRoute path="/edit-blog/:id" component={EditBlogPage} />
      <ProtectedRoute path="/connect-instagram" component={ConnectInstagramPage} />
      <ProtectedRoute path="/platform-connections" component={PlatformConnectionsPage} />
      <ProtectedRoute path="/writing-prompts" component={WritingPromptsPage} />
      <ProtectedRoute path="/collaborative-sessions" component={CollaborativeSessionsPage} />
      <ProtectedRoute path="/settings" component={SettingsPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRoutes />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
