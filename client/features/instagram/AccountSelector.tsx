import { Camera, Check, ChevronDown, CircleAlert, FlaskConical, Plus } from 'lucide-react';
import type { InstagramAccount } from '@common/instagram';
import { INSTAGRAM_COPY } from '@common/copy';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { cn } from '@client/lib/utils';
import { useConnectInstagram } from './use-connect-instagram';
import { useSelectedAccount } from './use-selected-account';

/** Avatar of a connected account: its stored profile picture, else the first letter of the username. */
export function AccountAvatar({ account, className }: { account: InstagramAccount; className?: string }) {
  return (
    <Avatar className={cn('size-7', className)} aria-hidden="true">
      {account.profilePicture ? <AvatarImage src={account.profilePicture} alt="" /> : null}
      <AvatarFallback>{account.username.charAt(0).toUpperCase()}</AvatarFallback>
    </Avatar>
  );
}

/** Small status marks shown next to an account: sandbox sample, or reconnect needed. */
export function AccountBadges({ account }: { account: InstagramAccount }) {
  return (
    <>
      {account.isSandbox ? (
        <span
          title={INSTAGRAM_COPY.sandboxHint}
          className="inline-flex items-center gap-1 rounded-full bg-secondary px-1.5 py-0.5 text-[0.6875rem] font-semibold text-secondary-foreground"
        >
          <FlaskConical className="size-3" aria-hidden="true" />
          {INSTAGRAM_COPY.sandbox}
        </span>
      ) : null}
      {account.needsReconnect ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-destructive-soft px-1.5 py-0.5 text-[0.6875rem] font-semibold text-destructive">
          <CircleAlert className="size-3" aria-hidden="true" />
          {INSTAGRAM_COPY.needsReconnect}
        </span>
      ) : null}
    </>
  );
}

/**
 * The account selector (docs/product.md §2): a connect button without accounts; otherwise a dropdown
 * '@username' listing the connected accounts (check mark on the selected one) and ending with
 * 'Connect new account'. Choosing an account selects it and closes the dropdown.
 */
export function AccountSelector({ className }: { className?: string }) {
  const { accounts, selectedAccount, selectAccount, isLoading } = useSelectedAccount();
  const connect = useConnectInstagram();

  if (isLoading) return null;
  if (accounts.length === 0) {
    return (
      <Button variant="outline" className={className} onClick={() => connect.mutate()} disabled={connect.isPending}>
        <Camera aria-hidden="true" />
        {connect.isPending ? INSTAGRAM_COPY.connecting : 'Connect Instagram'}
      </Button>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className={cn('gap-2', className)}>
          {selectedAccount ? <AccountAvatar account={selectedAccount} className="size-6" /> : null}
          {/* The name starts with the visible '@handle' words' context, and contains them (WCAG 2.5.3). */}
          <span className="sr-only">Instagram account: </span>
          <span className="max-w-40 truncate">
            {selectedAccount ? `@${selectedAccount.username}` : INSTAGRAM_COPY.selectAccount}
          </span>
          {selectedAccount?.needsReconnect ? (
            <CircleAlert aria-label={INSTAGRAM_COPY.needsReconnect} className="text-destructive!" />
          ) : null}
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>{INSTAGRAM_COPY.connectedAccounts}</DropdownMenuLabel>
        {accounts.map((account) => (
          <DropdownMenuItem key={account.id} onSelect={() => selectAccount(account.id)} className="items-start py-2">
            <AccountAvatar account={account} className="size-8" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">@{account.username}</span>
              {account.displayName ? (
                <span className="block truncate text-xs text-muted-foreground">{account.displayName}</span>
              ) : null}
              {account.isSandbox || account.needsReconnect ? (
                <span className="mt-1 flex flex-wrap gap-1">
                  <AccountBadges account={account} />
                </span>
              ) : null}
            </span>
            {account.id === selectedAccount?.id ? <Check aria-label="Selected" className="mt-1 text-primary!" /> : null}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={(e) => {
            e.preventDefault();
            connect.mutate();
          }}
          disabled={connect.isPending}
        >
          <Plus aria-hidden="true" />
          {connect.isPending ? INSTAGRAM_COPY.connecting : INSTAGRAM_COPY.connectNew}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
