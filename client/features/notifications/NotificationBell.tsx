import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { NOTIFICATION_COPY as C, notificationText, type Notification } from '@common/notifications';
import { Button } from '@client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { RelativeTime } from '@client/components/ui/relative-time';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';
import { useLiveNotifications, useMarkRead, useNotifications } from './api';

function Item({ n, fresh, onOpen }: { n: Notification; fresh: boolean; onOpen: () => void }) {
  return (
    <li>
      <Link
        href={n.payload.href}
        onClick={onOpen}
        className={cn(
          'grid gap-0.5 rounded-lg px-3 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          fresh && 'bg-primary/5',
        )}
      >
        <span className="flex items-start gap-2">
          {fresh ? <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" /> : null}
          <span className={cn('font-medium text-foreground', fresh && 'font-semibold')}>
            {notificationText(n.type, n.payload)}
            {fresh ? <span className="sr-only"> (new)</span> : null}
          </span>
        </span>
        {n.payload.excerpt ? <span className="line-clamp-2 text-muted-foreground">“{n.payload.excerpt}”</span> : null}
        <RelativeTime iso={n.createdAt} className="text-xs text-muted-foreground" />
      </Link>
    </li>
  );
}

/**
 * The bell in the top bar (docs/decisions/039-notifications.md): the unread count, live; opening
 * it lists the newest notifications with links and marks those shown read (they stay highlighted
 * while the panel is open); 'Mark all read' clears the rest.
 */
export function NotificationBell() {
  useLiveNotifications();
  const list = useNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<Set<number>>(new Set());
  const unread = list.data?.unread ?? 0;

  // Opening the panel marks what it shows read; they stay highlighted until it closes.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    const ids = next ? (list.data?.items.filter((i) => i.readAt === null).map((i) => i.id) ?? []) : [];
    setFresh(new Set(ids));
    if (ids.length) markRead.mutate({ ids });
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? C.bellUnread(unread) : C.bell}
          data-testid="notification-bell"
        >
          <Bell className="size-5" aria-hidden />
          {unread ? (
            <span
              aria-hidden
              data-testid="notification-count"
              className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.6875rem] font-semibold text-primary-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 p-0" aria-label={C.panelTitle}>
        <div className="flex items-center justify-between border-b border-border px-3 py-2">
          <h2 className="text-sm font-semibold">{C.panelTitle}</h2>
          <Button
            variant="ghost"
            size="sm"
            disabled={!unread || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {C.markAllRead}
          </Button>
        </div>
        <div className="max-h-[min(28rem,70dvh)] overflow-y-auto p-1">
          {list.isPending ? (
            <p className="flex items-center gap-2 px-3 py-6 text-sm text-muted-foreground">
              <Spinner className="size-4" label={C.loading} />
              {C.loading}
            </p>
          ) : list.isError ? (
            <p className="px-3 py-6 text-sm text-destructive">{C.loadError}</p>
          ) : list.data.items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{C.empty}</p>
          ) : (
            <ul className="grid gap-0.5" aria-label={C.panelTitle}>
              {list.data.items.map((n) => (
                <Item
                  key={n.id}
                  n={n}
                  fresh={fresh.has(n.id) || n.readAt === null}
                  onOpen={() => onOpenChange(false)}
                />
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
