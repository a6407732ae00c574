import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { CalendarEntry } from '@common/publishing-calendar';
import { CALENDAR_COPY } from '@common/copy-calendar';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { clockLabel, longDay } from './calendar-view';
import { useDeletePlan, useMovePlan, useReschedule } from './api';

const C = CALENDAR_COPY;

/**
 * 'Move to…': the keyboard's (and the phone's) way to reschedule. A scheduled blog moves with all
 * its destinations unless one is chosen alone; a planned slot moves, or is removed.
 */
export function MoveDialog({
  entry,
  zone,
  onClose,
}: {
  entry: CalendarEntry | null;
  zone: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {entry ? <MoveForm key={entry.key} entry={entry} zone={zone} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** The dialog's fields as typed ('' for no time); the server checks the day and time it is sent. */
const moveFormSchema = z.object({ day: z.string(), time: z.string(), which: z.string() });

function MoveForm({ entry, zone, onClose }: { entry: CalendarEntry; zone: string; onClose: () => void }) {
  // `which`: 'all', or one destination's publication id.
  const form = useZodForm(moveFormSchema, {
    defaultValues: { day: entry.day, time: entry.time ?? '', which: 'all' },
    fields: ['day', 'time'],
  });
  const { errors, isSubmitting } = form.formState;
  const [day, time] = useWatch({ control: form.control, name: ['day', 'time'] });
  const movable = entry.destinations.filter((d) => d.abilities.move);
  const reschedule = useReschedule();
  const movePlan = useMovePlan();
  const deletePlan = useDeletePlan();
  const planned = entry.kind === 'planned';
  const busy = isSubmitting || reschedule.isPending || movePlan.isPending || deletePlan.isPending;
  const canMove = planned ? entry.abilities.move : movable.length > 0;
  const failed = (e: unknown) => form.setError('root.server', { message: errorMessage(e) });

  const submit = form.handleSubmit(async ({ day, time, which }) => {
    try {
      if (planned && entry.planId) {
        await movePlan.mutateAsync({ id: entry.planId, day, time: time || null, zone });
      } else {
        const first = which === 'all' ? movable[0] : movable.find((d) => String(d.publicationId) === which);
        if (!first || !time) return;
        await reschedule.mutateAsync({
          publicationId: first.publicationId,
          local: `${day}T${time}`,
          zone,
          scope: which === 'all' ? 'all' : 'one',
        });
      }
      toast({ title: C.move.moved(`${longDay(day)}${time ? `, ${clockLabel(time)}` : ''}`) });
      onClose();
    } catch (e) {
      if (!form.setServerErrors(e)) failed(e);
    }
  });

  async function remove() {
    if (!entry.planId) return;
    form.clearErrors('root.server');
    try {
      await deletePlan.mutateAsync(entry.planId);
      toast({ title: C.plan.removed });
      onClose();
    } catch (e) {
      failed(e);
    }
  }

  return (
    <DialogContent>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>{C.move.title(entry.title)}</DialogTitle>
          <DialogDescription>
            {planned ? C.plan.description : C.move.description} ({zone})
          </DialogDescription>
        </DialogHeader>
        {!canMove && !planned ? (
          <Alert>
            <AlertDescription>{C.move.notMovable}</AlertDescription>
          </Alert>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={C.move.day}
            type="date"
            required
            error={errors.day?.message}
            {...form.register('day')}
            disabled={!canMove}
          />
          <TextField
            label={planned ? C.plan.time : C.move.time}
            type="time"
            required={!planned}
            error={errors.time?.message}
            {...form.register('time')}
            disabled={!canMove}
          />
        </div>
        {!planned && movable.length > 1 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{C.move.which}</legend>
            {[{ value: 'all', label: C.move.all(movable.length) }]
              .concat(
                movable.map((d) => ({
                  value: String(d.publicationId),
                  label: C.move.one(d.site ? `${d.platform.displayName} (${d.site})` : d.platform.displayName),
                })),
              )
              .map((o) => (
                <label
                  key={o.value}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
                >
                  <input
                    type="radio"
                    className="accent-[var(--color-primary)]"
                    value={o.value}
                    {...form.register('which')}
                  />
                  {o.label}
                </label>
              ))}
          </fieldset>
        ) : null}
        {errors.root?.server ? (
          <Alert variant="destructive">
            <AlertDescription>{errors.root.server.message}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter className="gap-2 sm:justify-between">
          {planned && entry.abilities.delete ? (
            <Button type="button" variant="outline" onClick={remove} disabled={busy}>
              {C.plan.remove}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={busy || !canMove || !day || (!planned && !time)}>
            {C.move.save}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
