import { Check, Plus } from 'lucide-react';
import { INSTAGRAM_COPY } from '@common/copy';
import { cn } from '@client/lib/utils';
import { AccountAvatar, AccountBadges, AccountSelector } from './AccountSelector';
import { useConnectInstagram } from './use-connect-instagram';
import { useSelectedAccount } from './use-selected-account';

/** Desktop header, left of the user menu. */
export function AccountSwitcherSlot() {
  return <AccountSelector />;
}

/**
 * Mobile menu panel, under the user name: the "Connected accounts" list (picture or initial,
 * @username, display name, check mark on the selected one) and the connect-new-account button.
 * Choosing an account selects it and closes the panel.
 */
export function MobileAccountsSlot({ onNavigate }: { onNavigate: () => void }) {
  const { accounts, selectedAccount, selectAccount, isLoading } = useSelectedAccount();
  const connect = useConnectInstagram();
  if (isLoading) return null;

  return (
    <section aria-labelledby="mobile-accounts-heading">
      <h2
        id="mobile-accounts-heading"
        className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {INSTAGRAM_COPY.connectedAccounts}
      </h2>
      <ul className="grid gap-0.5">
        {accounts.map((account) => {
          const selected = account.id === selectedAccount?.id;
          return (
            <li key={account.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => {
                  selectAccount(account.id);
                  onNavigate();
                }}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected && 'bg-accent',
                )}
              >
                <AccountAvatar account={account} className="size-9" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-foreground">@{account.username}</span>
                  <span className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
                    {account.displayName ? <span className="truncate">{account.displayName}</span> : null}
                    <AccountBadges account={account} />
                  </span>
                </span>
                {selected ? <Check aria-label="Selected" className="size-5 text-primary" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        disabled={connect.isPending}
        onClick={() => connect.mutate()}
        className="mt-1 flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium text-primary transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
      >
        <Plus className="size-5" aria-hidden="true" />
        {connect.isPending ? INSTAGRAM_COPY.connecting : INSTAGRAM_COPY.connectNew}
      </button>
    </section>
  );
}
