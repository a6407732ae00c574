import { useEffect, useRef } from 'react';
import { House, LogOut, Menu, Settings, X } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { HEADER_COPY } from '@common/copy';
import { SETTINGS_PATH } from '@client/features/account';
import { useAuth } from '@client/features/auth';
import { MobileAccountsSlot } from './account-slots';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { NAV_ITEMS } from './nav-items';
import { UserAvatar, displayName } from './UserAvatar';
import { useLogout } from './use-logout';

const MOBILE_MENU_ID = 'mobile-menu';

export function MobileMenuToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label={open ? HEADER_COPY.closeMenu : HEADER_COPY.openMenu}
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      onClick={onToggle}
    >
      {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
    </Button>
  );
}

const linkClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5 [&_svg]:text-muted-foreground';
const activeClass = 'bg-accent text-accent-foreground [&_svg]:text-primary';

/** The mobile panel (<768 px): user, connected accounts slot, Home, Navigation, Logout. */
export function MobileMenuPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const { logout, isPending } = useLogout();
  const [location] = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);

  // Close on Escape, and when the viewport grows to the desktop layout.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const desktop = window.matchMedia('(min-width: 768px)');
    const onResize = () => {
      if (desktop.matches) onClose();
    };
    window.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onResize);
    panelRef.current?.focus();
    return () => {
      window.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onResize);
    };
  }, [open, onClose]);

  if (!open) return null;

  const navLink = (href: string, label: string, Icon: typeof House) => {
    const active = location === href;
    return (
      <Link
        href={href}
        onClick={onClose}
        aria-current={active ? 'page' : undefined}
        className={cn(linkClass, active && activeClass)}
      >
        <Icon aria-hidden="true" />
        {label}
      </Link>
    );
  };

  return (
    <div
      id={MOBILE_MENU_ID}
      ref={panelRef}
      tabIndex={-1}
      className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-card shadow-pop outline-none animate-panel-in md:hidden"
    >
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-4">
        <div className="flex items-center gap-3 rounded-xl bg-muted px-3 py-3">
          <UserAvatar name={user?.name} className="size-10 text-sm" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-foreground">{displayName(user?.name)}</p>
            {user ? <p className="truncate text-sm text-muted-foreground">@{user.username}</p> : null}
          </div>
        </div>

        <MobileAccountsSlot onNavigate={onClose} />

        <nav aria-label="Main">
          {navLink('/', HEADER_COPY.home, House)}
          <h2 className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {HEADER_COPY.navigation}
          </h2>
          <ul className="grid gap-0.5">
            {NAV_ITEMS.map(({ href, label, icon }) => (
              <li key={href}>{navLink(href, label, icon)}</li>
            ))}
            <li>{navLink(SETTINGS_PATH, 'Settings', Settings)}</li>
          </ul>
        </nav>

        <div className="border-t border-border pt-3">
          <button
            type="button"
            disabled={isPending}
            onClick={() => {
              onClose();
              logout();
            }}
            className={cn(
              linkClass,
              'w-full text-destructive hover:bg-destructive-soft hover:text-destructive [&_svg]:text-destructive disabled:opacity-60',
            )}
          >
            <LogOut aria-hidden="true" />
            {HEADER_COPY.logout}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Dims the page under the open panel; a click closes it. Rendered outside the header because the
 * header's backdrop-filter would make it the containing block of a fixed element.
 */
export function MobileMenuBackdrop({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <div aria-hidden="true" className="fixed inset-0 z-30 bg-ink-950/30 animate-fade-in md:hidden" onClick={onClose} />
  );
}
