import { useQuery } from '@tanstack/react-query';
import { AlertCircle, CalendarDays, ChevronLeft, ChevronRight, Globe2, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CalendarEntry } from '@common/publishing-calendar';
import { CALENDAR_COPY } from '@common/copy-calendar';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { gmtOffset, useDisplayZone } from '@client/lib/time-zone';
import { cn } from '@client/lib/utils';
import { Agenda } from './Agenda';
import { calendarQueryOptions, useMovePlan, useReschedule } from './api';
import { CalendarGrid } from './CalendarGrid';
import { DragLayer } from './DragLayer';
import { clockLabel, daysOf, longDay, periodLabel, shift, todayIn, type CalendarView } from './calendar-view';
import { MoveDialog } from './MoveDialog';
import { PlanDialog } from './PlanDialog';
import { usePointerDrag } from './use-pointer-drag';

const C = CALENDAR_COPY;
const PHONE = '(max-width: 639px)';

function usePhone() {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const change = () => setPhone(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return phone;
}

/** /calendar — the publishing calendar (docs/decisions/042-publishing-calendar.md). */
export default function CalendarPage() {
  const phone = usePhone();
  // The account's zone (docs/decisions/042-publishing-calendar.md): nothing is read before it is known.
  const { zone, ready } = useDisplayZone();
  const today = todayIn(zone);
  const [anchor, setAnchor] = useState(today);
  const [chosenView, setChosenView] = useState<'month' | 'week'>('month');
  const view: CalendarView = phone ? 'agenda' : chosenView;
  const days = daysOf(view, anchor);
  const calendar = useQuery({ ...calendarQueryOptions(days[0]!, days.at(-1)!, zone), enabled: ready });
  const [moving, setMoving] = useState<CalendarEntry | null>(null);
  const [planning, setPlanning] = useState(false);
  const reschedule = useReschedule();
  const movePlan = useMovePlan();
  const period = periodLabel(view, anchor);
  const step = view === 'week' ? 'week' : 'month';

  async function dropOn(entry: CalendarEntry, day: string) {
    try {
      if (entry.kind === 'planned' && entry.planId) {
        await movePlan.mutateAsync({ id: entry.planId, day, time: entry.time, zone });
      } else {
        const first = entry.destinations.find((d) => d.abilities.move);
        if (!first || !entry.time) return;
        await reschedule.mutateAsync({ publicationId: first.publicationId, local: `${day}T${entry.time}`, zone });
      }
      toast({ title: C.move.moved(`${longDay(day)}${entry.time ? `, ${clockLabel(entry.time)}` : ''}`) });
    } catch (e) {
      toast({ variant: 'destructive', title: errorMessage(e) });
    }
  }

  const { drag, start: startDrag } = usePointerDrag((entry, day) => void dropOn(entry, day));
  const dragging = drag ? { key: drag.entry.key, over: drag.over } : null;
  const entries = calendar.data?.entries ?? [];
  const saving = reschedule.isPending || movePlan.isPending;

  return (
    <PageContainer>
      <PageHeader
        title={C.title}
        description={C.description}
        actions={
          <Button onClick={() => setPlanning(true)}>
            <Plus aria-hidden="true" />
            {C.plan.open}
          </Button>
        }
      />

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={C.previous[step]}
            onClick={() => setAnchor(shift(view, anchor, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => setAnchor(today)}>
            {C.today}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={C.next[step]}
            onClick={() => setAnchor(shift(view, anchor, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <h2 className="min-w-0 flex-1 text-lg font-semibold sm:text-xl" aria-live="polite">
          {period}
          {calendar.isFetching || saving ? <Spinner className="ml-2 size-4 align-middle" label={C.loading} /> : null}
        </h2>
        {phone ? null : (
          <div
            role="group"
            aria-label="View"
            className="inline-flex rounded-lg border border-input bg-card p-0.5 shadow-xs"
          >
            {(['month', 'week'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={chosenView === v}
                onClick={() => setChosenView(v)}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  chosenView === v ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent',
                )}
              >
                {C.views[v]}
              </button>
            ))}
          </div>
        )}
        <p
          className="flex w-full items-center gap-1.5 text-sm text-muted-foreground sm:w-auto"
          data-testid="calendar-zone"
        >
          <Globe2 className="size-4 shrink-0" aria-hidden="true" />
          <span>{C.zoneShown(zone, gmtOffset(zone))}</span>
          <Link
            href={C.zoneSettingsPath}
            aria-label={C.zoneChangeLabel}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {C.zoneChange}
          </Link>
        </p>
      </div>

      <div className="mt-5">
        {calendar.isPending ? (
          <div className="flex flex-col items-center gap-3 py-20 text-muted-foreground">
            <Spinner className="size-8" label={C.loading} />
            <p aria-hidden="true">{C.loading}</p>
          </div>
        ) : calendar.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>{C.loadError}</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {errorMessage(calendar.error)}
              <Button size="sm" variant="outline" onClick={() => void calendar.refetch()}>
                {C.retry}
              </Button>
            </AlertDescription>
          </Alert>
        ) : view === 'agenda' ? (
          entries.length ? (
            <Agenda entries={entries} today={today} onMove={setMoving} onDragStart={startDrag} dragging={dragging} />
          ) : (
            <EmptyState
              icon={CalendarDays}
              title={C.emptyTitle(period)}
              text={C.emptyText}
              action={<Button onClick={() => setPlanning(true)}>{C.plan.open}</Button>}
            />
          )
        ) : (
          <>
            {entries.length === 0 ? (
              <p className="mb-3 flex items-center gap-2 rounded-xl border border-dashed border-border bg-card px-4 py-3 text-sm text-muted-foreground">
                <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <strong className="font-semibold text-foreground">{C.emptyTitle(period)}.</strong> {C.emptyText}
                </span>
              </p>
            ) : null}
            <CalendarGrid
              view={view}
              days={days}
              anchor={anchor}
              today={today}
              entries={entries}
              onMove={setMoving}
              onDragStart={startDrag}
              dragging={dragging}
              onShowDay={(day) => {
                setAnchor(day);
                setChosenView('week');
              }}
            />
          </>
        )}
      </div>

      <DragLayer drag={drag} days={daysOf('agenda', anchor)} tray={view === 'agenda'} />
      <MoveDialog entry={moving} zone={zone} onClose={() => setMoving(null)} />
      <PlanDialog
        open={planning}
        day={anchor.slice(0, 7) === today.slice(0, 7) ? today : anchor}
        zone={zone}
        onClose={() => setPlanning(false)}
      />
    </PageContainer>
  );
}
