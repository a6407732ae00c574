import { CalendarClock, GripVertical } from 'lucide-react';
import type { PointerEvent } from 'react';
import { Link } from 'wouter';
import type { CalendarEntry } from '@common/publishing-calendar';
import { CALENDAR_COPY } from '@common/copy-calendar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { byDay, clockLabel, longDay } from './calendar-view';
import { platformsText } from './EntryChip';
import { DROP_DAY_ATTRIBUTE } from './use-pointer-drag';

const C = CALENDAR_COPY;
const KIND_BADGE = { scheduled: 'info', published: 'done', planned: 'warning' } as const;

/**
 * The phone's calendar: the days that have something, each with its items in time order. A movable
 * item has a handle to drag it by with a finger (the rest of the row scrolls the page as usual);
 * 'Move to…' is the way without dragging.
 */
export function Agenda({
  entries,
  today,
  onMove,
  onDragStart,
  dragging,
}: {
  entries: CalendarEntry[];
  today: string;
  onMove: (entry: CalendarEntry) => void;
  onDragStart: (entry: CalendarEntry, event: PointerEvent) => void;
  dragging: { key: string; over: string | null } | null;
}) {
  const days = [...byDay(entries).entries()].sort(([a], [b]) => a.localeCompare(b));
  return (
    <ol className="space-y-5" aria-label={C.views.agenda}>
      {days.map(([day, items]) => (
        <li
          key={day}
          data-day={day}
          {...{ [DROP_DAY_ATTRIBUTE]: day }}
          className={cn(
            'rounded-xl transition-colors',
            dragging?.over === day && 'bg-primary/10 ring-2 ring-primary/50',
          )}
        >
          <h2 className={cn('mb-2 text-sm font-semibold', day === today ? 'text-primary' : 'text-muted-foreground')}>
            {longDay(day)}
            {day === today ? ` · ${C.agendaToday}` : ''}
          </h2>
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
            {items.map((e) => (
              <li
                key={e.key}
                data-testid="calendar-entry"
                data-kind={e.kind}
                className={cn('flex items-center gap-3 p-3', dragging?.key === e.key && 'opacity-40')}
              >
                {e.abilities.move ? (
                  <span
                    data-testid="drag-handle"
                    aria-hidden="true"
                    title={C.move.handle(e.title)}
                    onPointerDown={(event) => onDragStart(e, event)}
                    className="-my-3 -ml-3 grid w-8 shrink-0 cursor-grab touch-none select-none place-items-center self-stretch text-muted-foreground active:cursor-grabbing"
                  >
                    <GripVertical className="size-4" />
                  </span>
                ) : null}
                <div className="w-16 shrink-0 text-xs font-semibold tabular-nums text-muted-foreground">
                  {e.time ? clockLabel(e.time) : C.allDay}
                </div>
                <div className="min-w-0 flex-1">
                  {e.blogId ? (
                    <Link
                      href={`/edit-blog/${e.blogId}`}
                      className="line-clamp-2 font-medium leading-snug hover:underline"
                    >
                      {e.title}
                    </Link>
                  ) : (
                    <p className="line-clamp-2 font-medium leading-snug">{e.title}</p>
                  )}
                  <div className="mt-1 flex flex-wrap items-center gap-1.5">
                    <Badge variant={KIND_BADGE[e.kind]}>{C.kinds[e.kind]}</Badge>
                    {e.platforms.length ? (
                      <span className="truncate text-xs text-muted-foreground">{platformsText(e)}</span>
                    ) : null}
                  </div>
                </div>
                {e.abilities.move || e.abilities.delete ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onMove(e)}
                    aria-label={`${C.move.open} ${e.title}`}
                  >
                    <CalendarClock aria-hidden="true" />
                    {C.move.open}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
