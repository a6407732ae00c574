import { Suspense, lazy, useEffect } from 'react';
import { Redirect, useSearch } from 'wouter';
import { AUTH_COPY } from '@common/copy';
import { Logo } from '@client/components/brand/Logo';
import { PageSpinner } from '@client/components/ui/spinner';
import { safeNextPath } from '@client/lib/safe-next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useAuth } from './auth-context';
import { LoginForm } from './LoginForm';
import { MarketingPanel } from './MarketingPanel';

// The Sign Up tab is hidden at first paint: its form loads right after it (or at once for an
// invitation, which opens that tab), not with /auth's first load (docs/performance.md).
const loadRegisterForm = () => import('./RegisterForm');
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));

/**
 * /auth: marketing panel on the left, Login / Sign Up tabs on the right. Signed-in visitors go to the
 * page they asked for (`?next=`, same-origin paths only), else to /. An invitation by email
 * (`?invite=<token>&email=<address>`, docs/decisions/033-email-invitations.md) opens Sign Up with the address filled in,
 * and accepts the invitation once signed up or in.
 */
export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const params = new URLSearchParams(useSearch());
  const invite = /^[A-Za-z0-9_-]{20,64}$/.exec(params.get('invite') ?? '')?.[0];
  const next = invite ? `/email-invitations/${invite}` : safeNextPath(params.get('next'));
  useEffect(() => {
    const timer = setTimeout(() => void loadRegisterForm().catch(() => undefined));
    return () => clearTimeout(timer);
  }, []);

  if (user) return <Redirect to={next ?? '/'} replace />;
  if (isLoading) return <PageSpinner />;

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <main className="order-1 flex flex-col items-center justify-center px-4 py-10 sm:px-8 lg:order-2 lg:justify-start lg:pt-[max(3rem,12vh)] lg:pb-12">
        <div className="w-full max-w-md">
          <div className="mb-8 flex justify-center lg:hidden">
            <Logo size="lg" />
          </div>
          <h1 className="sr-only">Sign in or create your account</h1>
          <Tabs defaultValue={invite ? 'register' : 'login'} className="gap-5">
            <TabsList>
              <TabsTrigger value="login">{AUTH_COPY.loginTab}</TabsTrigger>
              <TabsTrigger value="register">{AUTH_COPY.registerTab}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register">
              <Suspense fallback={<PageSpinner className="min-h-96" />}>
                <RegisterForm email={invite ? (params.get('email') ?? '') : ''} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </div>
      </main>
      <MarketingPanel className="order-2 lg:order-1 lg:min-h-dvh" />
    </div>
  );
}
