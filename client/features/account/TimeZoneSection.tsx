import { useEffect, useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { accountTimeZoneSchema, type Account } from '@common/account';
import { wallClockOf } from '@common/zoned-time';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { browserZone, gmtOffset, timeZoneChoices } from '@client/lib/time-zone';
import { useZodForm } from '@client/lib/use-zod-form';
import { useSetTimeZone } from './api';
import { SETTINGS_COPY } from './copy';
import { TimeZoneCombobox } from './TimeZoneCombobox';

const C = SETTINGS_COPY.timeZone;

/** '9:41 AM' */
const clock = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/**
 * The account's time zone (docs/decisions/042-publishing-calendar.md): a searchable list of the
 * zones this browser knows; the server checks the choice too.
 */
export function TimeZoneSection({ account }: { account: Account }) {
  const save = useSetTimeZone();
  const id = useId();
  const device = browserZone();
  const form = useZodForm(accountTimeZoneSchema, { defaultValues: { timeZone: account.timeZone ?? device } });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'timeZone' });
  const known = useMemo(() => new Set(timeZoneChoices()), []);
  const shown = known.has(typed) ? typed : null;

  // The calendar's 'Change' link comes here: bring the section into view.
  useEffect(() => {
    if (window.location.hash === '#time-zone') document.getElementById('time-zone')?.scrollIntoView();
  }, []);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: ({ timeZone }) => {
        form.reset({ timeZone });
        toast({ title: C.saved(timeZone) });
      },
      onError: (err) => {
        if (!form.setServerErrors(err)) {
          toast({ title: errorMessage(err), variant: 'destructive' });
        }
      },
    }),
  );

  return (
    <Card id="time-zone">
      <CardHeader>
        <CardTitle>{C.title}</CardTitle>
        <CardDescription>{C.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={onSubmit} noValidate>
          <Field
            id={`${id}-zone`}
            label={C.label}
            error={errors.timeZone?.message}
            hint={shown ? C.now(shown, gmtOffset(shown), clock(wallClockOf(new Date(), shown).time)) : undefined}
          >
            {(aria) => (
              <Controller
                control={form.control}
                name="timeZone"
                render={({ field }) => (
                  <TimeZoneCombobox
                    id={`${id}-zone`}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    placeholder={C.placeholder}
                    noMatch={C.noMatch}
                    aria-invalid={aria['aria-invalid'] as boolean | undefined}
                    aria-describedby={aria['aria-describedby'] as string | undefined}
                  />
                )}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              {C.save}
            </Button>
            {typed !== device ? (
              <Button
                type="button"
                variant="link"
                onClick={() => form.setValue('timeZone', device, { shouldDirty: true, shouldValidate: true })}
              >
                {C.device(device)}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
