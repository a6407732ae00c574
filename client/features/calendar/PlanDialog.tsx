import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { PLATFORMS, type PlatformName } from '@common/platforms';
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
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
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

function PlanForm({ day: initialDay, zone, onClose }: { day: string; zone: string; onClose: () => void }) {
  const blogs = useQuery(myBlogsForPlanOptions);
  const [blogId, setBlogId] = useState('');
  const [title, setTitle] = useState('');
  const [day, setDay] = useState(initialDay);
  const [time, setTime] = useState('');
  const [platforms, setPlatforms] = useState<PlatformName[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  const plan = usePlan();
  const selectId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!blogId && !title.trim()) {
      setTitleError('Choose a blog or give the article a working title');
      return;
    }
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
      setError(errorMessage(e));
    }
  }

  return (
    <DialogContent>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>{C.title}</DialogTitle>
          <DialogDescription>{C.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={selectId}>{C.blog}</Label>
          <NativeSelect id={selectId} value={blogId} onChange={(e) => setBlogId(e.target.value)}>
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
            value={title}
            maxLength={200}
            error={titleError}
            onChange={(e) => {
              setTitle(e.target.value);
              setTitleError(undefined);
            }}
          />
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField label={C.day} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
          <TextField label={C.time} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
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
                  checked={platforms.includes(p.name)}
                  onChange={(e) =>
                    setPlatforms((list) => (e.target.checked ? [...list, p.name] : list.filter((n) => n !== p.name)))
                  }
                />
                {p.displayName}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={plan.isPending || !day}>
            {C.save}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
