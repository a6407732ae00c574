import { useState } from 'react';
import { Plus, Unplug } from 'lucide-react';
import { Link } from 'wouter';
import type { InstagramAccount } from '@common/instagram';
import { INSTAGRAM_COPY, PAGE_HEADINGS } from '@common/copy';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { cn } from '@client/lib/utils';
import { AccountSelector } from './AccountSelector';
import { useDisconnectAccount } from './api';
import { useConnectInstagram } from './use-connect-instagram';
import { useSelectedAccount } from './use-selected-account';

const tabClass =
  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** /create header: title, account switcher, connect-new-account and disconnect, and the page tabs. */
export function CreatePageHeader() {
  const { selectedAccount } = useSelectedAccount();
  const connect = useConnectInstagram();
  const [confirming, setConfirming] = useState<InstagramAccount | null>(null);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PAGE_HEADINGS.create}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <AccountSelector />
          {/* With no account the selector itself is the 'Connect Instagram' action: no second one. */}
          {selectedAccount ? (
            <Button variant="ghost" onClick={() => connect.mutate()} disabled={connect.isPending}>
              <Plus aria-hidden="true" />
              {connect.isPending ? INSTAGRAM_COPY.connecting : INSTAGRAM_COPY.connectNew}
            </Button>
          ) : null}
          {selectedAccount ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${INSTAGRAM_COPY.disconnect} @${selectedAccount.username}`}
              title={`${INSTAGRAM_COPY.disconnect} @${selectedAccount.username}`}
              onClick={() => setConfirming(selectedAccount)}
            >
              <Unplug aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      <nav aria-label="Blog pages" className="inline-flex rounded-xl bg-muted p-1">
        <Link href="/create" aria-current="page" className={cn(tabClass, 'bg-card text-foreground shadow-sm')}>
          {INSTAGRAM_COPY.createTabs.create}
        </Link>
        <Link href="/my-blogs" className={cn(tabClass, 'text-muted-foreground hover:text-foreground')}>
          {INSTAGRAM_COPY.createTabs.myBlogs}
        </Link>
      </nav>
      <DisconnectDialog account={confirming} onClose={() => setConfirming(null)} />
    </div>
  );
}

function DisconnectDialog({ account, onClose }: { account: InstagramAccount | null; onClose: () => void }) {
  const disconnect = useDisconnectAccount();
  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{account ? INSTAGRAM_COPY.disconnectTitle(account.username) : ''}</DialogTitle>
          <DialogDescription>{INSTAGRAM_COPY.disconnectText}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={disconnect.isPending}
            onClick={() => account && disconnect.mutate(account, { onSettled: onClose })}
          >
            {disconnect.isPending ? INSTAGRAM_COPY.disconnecting : INSTAGRAM_COPY.disconnect}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
