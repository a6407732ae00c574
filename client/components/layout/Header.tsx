import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AccountSwitcherSlot } from './account-slots';
import { Logo } from '@client/components/brand/Logo';
import { MobileMenuBackdrop, MobileMenuPanel, MobileMenuToggle } from './MobileMenu';
import { UserMenu } from './UserMenu';
import { NotificationBell } from '@client/features/notifications';

/** Pages that show their own account switcher: the header's would be a second one beside it. */
const PAGES_WITH_SWITCHER = ['/create', '/writing-prompts', '/collaborative-sessions'];

/** Sticky header of the signed-in pages (docs/product.md §2 "Shared header"). */
export function Header() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // Any navigation (links, back button, redirects) closes the mobile panel: adjust state during
  // render when the location changes (https://react.dev/learn/you-might-not-need-an-effect).
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    setOpen(false);
  }

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            href="/"
            className="-m-1 rounded-lg p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Logo size="sm" />
          </Link>

          <div className="flex items-center gap-2">
            <div className="hidden items-center gap-2 md:flex">
              {PAGES_WITH_SWITCHER.includes(location) ? null : <AccountSwitcherSlot />}
            </div>
            <NotificationBell />
            <div className="hidden md:flex">
              <UserMenu />
            </div>
            <MobileMenuToggle open={open} onToggle={() => setOpen((v) => !v)} />
          </div>
        </div>
        <MobileMenuPanel open={open} onClose={close} />
      </header>
      <MobileMenuBackdrop open={open} onClose={close} />
    </>
  );
}
