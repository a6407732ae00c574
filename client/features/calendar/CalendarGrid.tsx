import type { PointerEvent } from 'react';
import type { CalendarEntry } from '@common/publishing-calendar';
import { CALENDAR_COPY } from '@common/copy-calendar';
import { cn } from '@client/lib/utils';
import { byDay, longDay, shortWeekday } from './calendar-view';
import { EntryChip } from './EntryChip';
import { DROP_DAY_ATTRIBUTE } from './use-pointer-drag';

const C = CALENDAR_COPY;
const MONTH_LIMIT = 3;

interface GridProps {
  view: 'month' | 'week';
  days: string[];
  anchor: string;
  today: string;
  entries: CalendarEntry[];
  onMove: (entry: CalendarEntry) => void;
  /** Starts dragging an item (use-pointer-drag.ts). */
  onDragStart: (entry: CalendarEntry, event: PointerEvent) => void;
  /** The item being dragged and the day under the pointer. */
  dragging: { key: string; over: string | null } | null;
  onShowDay: (day: string) => void;
}

/**
 * The month grid or the week's seven columns. Each day is a drop target: an item dropped on it
 * keeps its time of day (the wall clock of the account's zone).
 */
export function CalendarGrid({
  view,
  days,
  anchor,
  today,
  entries,
  onMove,
  onDragStart,
  dragging,
  onShowDay,
}: GridProps) {
  const perDay = byDay(entries);
  const month = anchor.slice(0, 7);
  const over = dragging?.over ?? null;

  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-xs">
      <div className="grid grid-cols-7 border-b border-border bg-muted/40" aria-hidden="true">
        {days.slice(0, 7).map((d) => (
          <div
            key={d}
            className="px-2 py-2 text-center text-xs font-semibold uppercase tracking-wide text-muted-foreground"
          >
            {shortWeekday(d)}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7" aria-label={view === 'month' ? C.views.month : C.views.week}>
        {days.map((day, i) => {
          const items = perDay.get(day) ?? [];
          const shown = view === 'month' ? items.slice(0, MONTH_LIMIT) : items;
          const outside = view === 'month' && day.slice(0, 7) !== month;
          return (
            <li
              key={day}
              data-day={day}
              {...{ [DROP_DAY_ATTRIBUTE]: day }}
              aria-label={longDay(day)}
              className={cn(
                'flex min-w-0 flex-col gap-1 border-border p-1.5 transition-colors',
                i % 7 !== 6 && 'border-r',
                i < days.length - 7 && 'border-b',
                view === 'month' ? 'min-h-32' : 'min-h-[28rem]',
                outside && 'bg-muted/30',
                over === day && 'bg-primary/10 ring-2 ring-inset ring-primary/50',
              )}
            >
              <span
                className={cn(
                  'mb-0.5 inline-grid size-7 place-items-center self-start rounded-full text-xs font-semibold tabular-nums',
                  day === today
                    ? 'bg-primary text-primary-foreground'
                    : outside
                      ? 'text-muted-foreground/70'
                      : 'text-foreground',
                )}
              >
                {Number(day.slice(8))}
              </span>
              {shown.map((entry) => (
                <EntryChip
                  key={entry.key}
                  entry={entry}
                  onMove={onMove}
                  onDragStart={onDragStart}
                  dragging={dragging?.key === entry.key}
                  roomy={view === 'week'}
                />
              ))}
              {items.length > shown.length ? (
                <button
                  type="button"
                  onClick={() => onShowDay(day)}
                  className="self-start rounded px-1.5 text-xs font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {C.more(items.length - shown.length)}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
