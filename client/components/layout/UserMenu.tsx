import { useId } from 'react';
import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { Link } from 'wouter';
import { HEADER_COPY } from '@common/copy';
import { SETTINGS_PATH } from '@client/features/account';
import { useAuth } from '@client/features/auth';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { NAV_ITEMS } from './nav-items';
import { UserAvatar, displayName } from './UserAvatar';
import { useLogout } from './use-logout';

/** Desktop user menu: initials avatar + name; content labelled 'My Account'. */
export function UserMenu() {
  const { user } = useAuth();
  const { logout, isPending } = useLogout();
  const labelId = useId();
  const name = displayName(user?.name);

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 rounded-full pr-3 pl-1" data-testid="user-menu-trigger">
          <UserAvatar name={user?.name} />
          <span className="max-w-[10rem] truncate">{name}</span>
          <ChevronDown className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60" aria-labelledby={labelId}>
        <DropdownMenuLabel id={labelId}>{HEADER_COPY.accountMenuLabel}</DropdownMenuLabel>
        {user ? (
          <div className="px-2.5 pb-2 text-sm">
            <p className="truncate font-semibold text-foreground">{name}</p>
            <p className="truncate text-muted-foreground">@{user.username}</p>
          </div>
        ) : null}
        <DropdownMenuSeparator />
        {NAV_ITEMS.map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem asChild>
          <Link href={SETTINGS_PATH}>
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={isPending} onSelect={logout}>
          <LogOut aria-hidden="true" />
          {HEADER_COPY.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
