import { lazy, useEffect, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { AuthProvider } from '@client/features/auth/AuthProvider';
import AuthPage from '@client/features/auth/AuthPage';
import { Toaster } from '@client/components/ui/toaster';
import { afterFirstContentfulPaint } from '@client/lib/scheduling';
import { ProtectedRoute, preloadSignedInPage } from './ProtectedRoute';

// TanStack Query and the auth calls' follow-ups load right after the first paint, not with /auth
// (docs/decisions/047-auth-first-load-needs-two-libraries-off.md).
const connectAuthQueries = () => import('./auth-queries').then((m) => m.connectAuthQueries());
const loadQueryClient = () => import('./query-client').then((m) => m.queryClient);

/** A signed-out page loaded on demand, inside the query client's provider (it loads with the page). */
function lazyWithQueries(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [Page, { QueryProvider }] = await Promise.all([load(), import('./QueryProvider')]);
    return {
      default: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  });
}

// Signed-in pages load on demand so that the /auth first load stays small.
const pages = {
  '/': () => import('@client/features/home/HomePage'),
  '/create': () => import('@client/features/blogs/CreateBlogPage'),
  '/my-blogs': () => import('@client/features/blogs/MyBlogsPage'),
  '/edit-blog/:id': () => import('@client/features/blogs/EditBlogPage'),
  '/connect-instagram': () => import('@client/features/instagram/ConnectInstagramPage'),
  '/platform-connections': () => import('@client/features/publishing/PlatformConnectionsPage'),
  '/writing-prompts': () => import('@client/features/prompts/WritingPromptsPage'),
  '/collaborative-sessions': () => import('@client/features/collaborative-sessions/CollaborativeSessionsPage'),
  '/settings': () => import('@client/features/account/SettingsPage'),
  '/calendar': () => import('@client/features/calendar/CalendarPage'),
  '/invitations/:token': () => import('@client/features/co-editing/InvitationPage'),
  '/email-invitations/:token': () => import('@client/features/co-editing/EmailInvitationPage'),
} as const;

const HomePage = lazy(pages['/']);
const CreateBlogPage = lazy(pages['/create']);
const MyBlogsPage = lazy(pages['/my-blogs']);
const EditBlogPage = lazy(pages['/edit-blog/:id']);
const ConnectInstagramPage = lazy(pages['/connect-instagram']);
const PlatformConnectionsPage = lazy(pages['/platform-connections']);
const WritingPromptsPage = lazy(pages['/writing-prompts']);
const CollaborativeSessionsPage = lazy(pages['/collaborative-sessions']);
const SettingsPage = lazy(pages['/settings']);
const CalendarPage = lazy(pages['/calendar']);
const InvitationPage = lazy(pages['/invitations/:token']);
const EmailInvitationPage = lazy(pages['/email-invitations/:token']);
// Signed-out pages reached from 'Forgot password?' and the reset email; not part of /auth's first load.
const ForgotPasswordPage = lazyWithQueries(() =>
  import('@client/features/auth/PasswordResetPages').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyWithQueries(() =>
  import('@client/features/auth/PasswordResetPages').then((m) => m.ResetPasswordPage),
);
// An unknown address is rare: its page (and icons) stay out of every first load.
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const EmailLinkPage = lazyWithQueries(() =>
  import('@client/features/auth/EmailLinkPages').then((m) => m.EmailLinkPage),
);

/** The route table of docs/product.md §2 (paths also listed in common/constants.ts CLIENT_ROUTES). */
function AppRoutes() {
  return (
    <Switch>
      <Route path="/auth" component={AuthPage} />
      <Route path="/auth/forgot-password" component={ForgotPasswordPage} />
      <Route path="/auth/reset-password" component={ResetPasswordPage} />
      <Route path="/auth/verify-email" component={EmailLinkPage} />
      <Route path="/auth/undo-email-change" component={EmailLinkPage} />
      <ProtectedRoute path="/" component={HomePage} />
      <ProtectedRoute path="/create" component={CreateBlogPage} />
      <ProtectedRoute path="/my-blogs" component={MyBlogsPage} />
      <ProtectedRoute path="/edit-blog/:id" component={EditBlogPage} />
      <ProtectedRoute path="/connect-instagram" component={ConnectInstagramPage} />
      <ProtectedRoute path="/platform-connections" component={PlatformConnectionsPage} />
      <ProtectedRoute path="/writing-prompts" component={WritingPromptsPage} />
      <ProtectedRoute path="/collaborative-sessions" component={CollaborativeSessionsPage} />
      <ProtectedRoute path="/settings" component={SettingsPage} />
      <ProtectedRoute path="/calendar" component={CalendarPage} />
      <ProtectedRoute path="/invitations/:token" component={InvitationPage} />
      <ProtectedRoute path="/email-invitations/:token" component={EmailInvitationPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * The page the visitor opened (and its first request) starts loading beside the sign-in check
 * instead of after it, once the page shell has been painted: the shell does not wait for the
 * page's code, and the code does not wait for the sign-in check.
 */
function usePreloadOpenedPage() {
  useEffect(() => {
    let live = true;
    void afterFirstContentfulPaint().then(() => {
      if (live) preloadSignedInPage(window.location.pathname, pages, loadQueryClient);
    });
    return () => {
      live = false;
    };
  }, []);
}

export function App() {
  usePreloadOpenedPage();
  return (
    <AuthProvider connect={connectAuthQueries}>
      <AppRoutes />
      <Toaster />
    </AuthProvider>
  );
}
