import { CalendarClock } from 'lucide-react';
import { Link } from 'wouter';
import type { CalendarEntry } from '@common/publishing-calendar';
import { CALENDAR_COPY } from '@common/copy-calendar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { byDay, clockLabel, longDay } from './calendar-view';
import { platformsText } from './EntryChip';

const C = CALENDAR_COPY;
const KIND_BADGE = { scheduled: 'info', published: 'done', planned: 'warning' } as const;

/** The phone's calendar: the days that have something, each with its items in time order. */
export function Agenda({
  entries,
  today,
  onMove,
}: {
  entries: CalendarEntry[];
  today: string;
  onMove: (entry: CalendarEntry) => void;
}) {
  const days = [...byDay(entries).entries()].sort(([a], [b]) => a.localeCompare(b));
  return (
    <ol className="space-y-5" aria-label={C.views.agenda}>
      {days.map(([day, items]) => (
        <li key={day} data-day={day}>
          <h2 className={cn('mb-2 text-sm font-semibold', day === today ? 'text-primary' : 'text-muted-foreground')}>
            {longDay(day)}
            {day === today ? ` · ${C.agendaToday}` : ''}
          </h2>
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
            {items.map((e) => (
              <li key={e.key} data-testid="calendar-entry" data-kind={e.kind} className="flex items-center gap-3 p-3">
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
