import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

/** An empty list or panel: an icon, an optional heading, a sentence and at most one action. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  className,
}: {
  icon: LucideIcon;
  title?: string;
  text: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center',
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-accent text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
