import { Suspense, type ReactNode } from 'react';
import { Header } from '@client/components/layout/Header';
// 'Verify your email address' (docs/decisions/036): in the first frame of the page, never pushing it down later.
import { VerifyEmailBanner } from '@client/features/auth/VerifyEmailBanner';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { lazySlot } from '@client/lib/lazy-slot';
import { useLocation } from 'wouter';
import { PageShellBody } from './PageShell';
import { QueryProvider } from './QueryProvider';

// Publishing outcomes (toasts when a job ends) render nothing until an event arrives: they load
// after the page, with their zod contracts, instead of before its first paint.
const PublicationOutcomes = lazySlot(
  () => import('@client/features/publishing/PublicationOutcomes'),
  (m) => m.PublicationOutcomes,
);

// The account's time zone, which the calendar and every scheduled time are shown in (docs/decisions/042).
const AccountTimeZoneSync = lazySlot(
  () => import('@client/features/account/use-account-time-zone'),
  (m) => m.AccountTimeZoneSync,
);

/**
 * Shell of the signed-in pages: skip link, sticky header, page. Lazy-loaded with the pages, and
 * it owns the TooltipProvider (700 ms / 300 ms) so that Radix Popper stays out of the /auth bundle,
 * and the query client's provider so that TanStack Query does too (docs/decisions/047).
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <QueryProvider>
      <TooltipProvider>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-card px-4 py-2 text-sm font-semibold text-foreground shadow-pop focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to content
          </a>
          <Header />
          <VerifyEmailBanner />
          <PublicationOutcomes />
          <AccountTimeZoneSync />
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            <Suspense fallback={<PageShellBody pathname={pathname} />}>{children}</Suspense>
          </main>
        </div>
      </TooltipProvider>
    </QueryProvider>
  );
}
