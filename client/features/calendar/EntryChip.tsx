import { CalendarClock, CheckCircle2, Clock, NotebookPen } from 'lucide-react';
import type { PointerEvent } from 'react';
import { Link } from 'wouter';
import type { CalendarEntry } from '@common/publishing-calendar';
import { CALENDAR_COPY } from '@common/copy-calendar';
import { cn } from '@client/lib/utils';
import { clockLabel } from './calendar-view';

const C = CALENDAR_COPY;

const KIND_STYLE = {
  scheduled: 'border-primary/30 bg-accent text-accent-foreground',
  published: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  planned: 'border-dashed border-amber-400 bg-amber-50/70 text-amber-950',
} as const;
const KIND_ICON = { scheduled: Clock, published: CheckCircle2, planned: NotebookPen } as const;

export const platformsText = (e: CalendarEntry) => e.platforms.map((p) => p.displayName).join(' · ');

/**
 * One item on the calendar: its time, the blog's title and its platforms. The title opens the blog;
 * the clock button opens 'Move to…' (the keyboard's way to reschedule); a movable item can be
 * dragged to another day with a mouse, a pen or a finger (use-pointer-drag.ts).
 */
export function EntryChip({
  entry,
  onMove,
  onDragStart,
  dragging = false,
  roomy = false,
}: {
  entry: CalendarEntry;
  onMove: (entry: CalendarEntry) => void;
  onDragStart?: (entry: CalendarEntry, event: PointerEvent) => void;
  dragging?: boolean;
  roomy?: boolean;
}) {
  const Icon = KIND_ICON[entry.kind];
  const draggable = entry.abilities.move;
  const kindLabel = C.kinds[entry.kind];
  const when = entry.time ? clockLabel(entry.time) : C.allDay;
  const title = (
    <>
      <span className="flex items-center gap-1 text-[11px] font-semibold tabular-nums opacity-80">
        <Icon className="size-3 shrink-0" aria-hidden="true" />
        <span className="sr-only">{kindLabel}, </span>
        {when}
      </span>
      <span className={cn('block font-medium leading-snug', roomy ? 'line-clamp-2' : 'truncate')}>{entry.title}</span>
      {entry.platforms.length ? (
        <span className="block truncate text-[11px] opacity-75">{platformsText(entry)}</span>
      ) : null}
    </>
  );
  const titleClass =
    'min-w-0 flex-1 rounded-md px-2 py-1.5 text-left text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

  return (
    <div
      data-testid="calendar-entry"
      data-kind={entry.kind}
      onPointerDown={draggable && onDragStart ? (event) => onDragStart(entry, event) : undefined}
      // The browser's own drag of a link or text would take the pointer away.
      onDragStart={(event) => event.preventDefault()}
      title={entry.kind === 'planned' ? C.plannedHint : draggable ? C.move.dropHint : undefined}
      className={cn(
        'group flex items-stretch rounded-lg border shadow-xs transition-shadow',
        KIND_STYLE[entry.kind],
        draggable && 'cursor-grab touch-none select-none hover:shadow-sm active:cursor-grabbing',
        dragging && 'opacity-40',
      )}
    >
      {entry.blogId ? (
        <Link href={`/edit-blog/${entry.blogId}`} className={titleClass} draggable={false}>
          {title}
        </Link>
      ) : (
        <button type="button" className={titleClass} onClick={() => onMove(entry)}>
          {title}
        </button>
      )}
      {entry.abilities.move || entry.abilities.delete ? (
        <button
          type="button"
          onClick={() => onMove(entry)}
          aria-label={`${C.move.open} ${entry.title}`}
          className="grid w-7 shrink-0 place-items-center rounded-r-lg opacity-60 transition-opacity hover:bg-black/5 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring group-hover:opacity-100"
        >
          <CalendarClock className="size-3.5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
