import { CALENDAR_COPY } from '@common/copy-calendar';
import { weekDays, weekdayOf } from '@common/zoned-time';
import { cn } from '@client/lib/utils';
import { clockLabel, longDay, shortWeekday } from './calendar-view';
import { DROP_DAY_ATTRIBUTE, type PointerDrag } from './use-pointer-drag';

const C = CALENDAR_COPY;

/**
 * What a drag shows: the item following the pointer and, on a phone (whose agenda lists only the
 * days that have something), a tray of the month's days at the bottom of the screen to let go on.
 */
export function DragLayer({ drag, days, tray }: { drag: PointerDrag | null; days: string[]; tray: boolean }) {
  if (!drag) return null;
  const { entry, x, y, over } = drag;
  const blanks = days.length ? weekdayOf(days[0]!) : 0;
  return (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none fixed z-50 max-w-56 -translate-x-1/2 -translate-y-[120%] rounded-lg border border-primary/40 bg-card px-3 py-2 text-xs font-medium shadow-pop"
        style={{ left: x, top: y }}
      >
        <span className="block tabular-nums text-muted-foreground">
          {entry.time ? clockLabel(entry.time) : C.allDay}
        </span>
        <span className="block truncate">{entry.title}</span>
      </div>
      <p role="status" className="sr-only">
        {over ? C.move.dropOn(longDay(over)) : C.move.dragging(entry.title)}
      </p>
      {tray ? (
        <div
          data-testid="calendar-drop-tray"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-pop backdrop-blur"
        >
          <p className="mb-2 text-center text-xs font-semibold text-muted-foreground">{C.move.tray}</p>
          <div className="grid grid-cols-7 gap-1 text-center text-[11px] text-muted-foreground" aria-hidden="true">
            {(days.length ? weekDays(days[0]!) : []).map((d) => (
              <span key={d}>{shortWeekday(d)}</span>
            ))}
          </div>
          <ol className="mt-1 grid grid-cols-7 gap-1">
            {Array.from({ length: blanks }, (_, i) => (
              <li key={`blank-${i}`} aria-hidden="true" />
            ))}
            {days.map((d) => (
              <li
                key={d}
                {...{ [DROP_DAY_ATTRIBUTE]: d }}
                aria-label={longDay(d)}
                className={cn(
                  'grid h-10 place-items-center rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                  d === entry.day ? 'border-dashed border-primary/50 text-primary' : 'border-border',
                  over === d && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {Number(d.slice(8))}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </>
  );
}
