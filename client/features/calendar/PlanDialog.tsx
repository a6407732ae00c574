import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PLATFORMS, type PlatformName } from '@common/platforms';
import { CALENDAR_COPY } from '@common/copy-calendar';
import { PLAN_NEEDS_BLOG_OR_TITLE, PLAN_TITLE_MAX } from '@common/publishing-calendar';
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
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { myBlogsForPlanOptions, usePlan } from './api';

const C = CALENDAR_COPY.plan;

/** 'Plan an article': a blog of the creator's, or a working title, on a day. It never publishes. */
export function PlanDialog({
  open,
  day,
  zone,
  onClose,
}: {
  open: boolean;
  day: string;
  zone: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? null : onClose())}>
      {open ? <PlanForm day={day} zone={zone} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** The dialog's fields as typed: the select's blog ('' for none), and '' for no time. */
const planFormSchema = z
  .object({
    blogId: z.string(),
    title: z.string().max(PLAN_TITLE_MAX, `must be at most ${PLAN_TITLE_MAX} characters`),
    day: z.string(),
    time: z.string(),
    platforms: z.array(z.custom<PlatformName>()),
  })
  .refine((p) => p.blogId !== '' || p.title.trim() !== '', { path: ['title'], message: PLAN_NEEDS_BLOG_OR_TITLE });

function PlanForm({ day: initialDay, zone, onClose }: { day: string; zone: string; onClose: () => void }) {
  const blogs = useQuery(myBlogsForPlanOptions);
  // The title's message goes as soon as the title changes, and comes back only on the next Save.
  const form = useZodForm(planFormSchema, {
    defaultValues: { blogId: '', title: '', day: initialDay, time: '', platforms: [] },
    reValidateMode: 'onSubmit',
    fields: ['title', 'day', 'time'],
  });
  const { errors, isSubmitting } = form.formState;
  const [blogId, day] = useWatch({ control: form.control, name: ['blogId', 'day'] });
  const { field: platforms } = useController({ control: form.control, name: 'platforms' });
  const plan = usePlan();
  const selectId = useId();

  const submit = form.handleSubmit(async ({ blogId, title, day, time, platforms }) => {
    try {
      await plan.mutateAsync({
        ...(blogId ? { blogId: Number(blogId) } : { title: title.trim() }),
        day,
        time: time || null,
        zone,
        platforms,
      });
      toast({ title: C.saved });
      onClose();
    } catch (e) {
      if (!form.setServerErrors(e)) form.setError('root.server', { message: errorMessage(e) });
    }
  });

  return (
    <DialogContent>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>{C.title}</DialogTitle>
          <DialogDescription>{C.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={selectId}>{C.blog}</Label>
          <NativeSelect id={selectId} {...form.register('blogId')}>
            <option value="">{C.noBlog}</option>
            {(blogs.data ?? []).map((b) => (
              <option key={b.id} value={b.id}>
                {b.title || 'Untitled'}
              </option>
            ))}
          </NativeSelect>
        </div>
        {blogId ? null : (
          <TextField
            label={C.workingTitle}
            maxLength={PLAN_TITLE_MAX}
            error={errors.title?.message}
            {...form.register('title', { onChange: () => form.clearErrors('title') })}
          />
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField label={C.day} type="date" required error={errors.day?.message} {...form.register('day')} />
          <TextField label={C.time} type="time" error={errors.time?.message} {...form.register('time')} />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{C.platforms}</legend>
          <div className="flex flex-wrap gap-2">
            {PLATFORMS.map((p) => (
              <label
                key={p.name}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <input
                  type="checkbox"
                  className="accent-[var(--color-primary)]"
                  checked={platforms.value.includes(p.name)}
                  onChange={(e) =>
                    platforms.onChange(
                      e.target.checked ? [...platforms.value, p.name] : platforms.value.filter((n) => n !== p.name),
                    )
                  }
                />
                {p.displayName}
              </label>
            ))}
          </div>
        </fieldset>
        {errors.root?.server ? (
          <Alert variant="destructive">
            <AlertDescription>{errors.root.server.message}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting || plan.isPending || !day}>
            {C.save}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
