import { Camera, Check, ChevronDown, Plus } from 'lucide-react';
import type { InstagramAccount } from '@common/instagram';
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

/**
 * Spec "Account selector widget": a connect button without accounts; otherwise a dropdown
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
        {connect.isPending ? 'Connecting...' : 'Connect Instagram'}
      </Button>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className={cn('gap-2', className)} aria-label="Instagram account">
          {selectedAccount ? <AccountAvatar account={selectedAccount} className="size-6" /> : null}
          <span className="max-w-40 truncate">
            {selectedAccount ? `@${selectedAccount.username}` : 'Select Account'}
          </span>
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>Connected accounts</DropdownMenuLabel>
        {accounts.map((account) => (
          <DropdownMenuItem key={account.id} onSelect={() => selectAccount(account.id)}>
            <AccountAvatar account={account} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">@{account.username}</span>
              {account.displayName ? (
                <span className="block truncate text-xs text-muted-foreground">{account.displayName}</span>
              ) : null}
            </span>
            {account.id === selectedAccount?.id ? <Check aria-label="Selected" className="text-primary!" /> : null}
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
          {connect.isPending ? 'Connecting...' : 'Connect new account'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
