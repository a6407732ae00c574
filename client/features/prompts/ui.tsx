import { formatDistanceToNow } from 'date-fns';
import { useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';

/** Small pieces shared by the prompts and collaboration screens. */

export function Badge({
  variant = 'secondary',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: 'default' | 'secondary' | 'outline' | 'muted' | 'success' }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 truncate rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variant === 'default' && 'bg-primary text-primary-foreground',
        variant === 'secondary' && 'bg-accent text-accent-foreground',
        variant === 'outline' && 'border border-border text-foreground',
        variant === 'muted' && 'bg-muted text-muted-foreground',
        variant === 'success' && 'bg-emerald-600 text-white',
        className,
      )}
      {...props}
    />
  );
}

/** One clock per page, ticking every 30 s, so relative times ('5 minutes ago') stay current. */
let now = Date.now();
const subscribers = new Set<(t: number) => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function useNow(): number {
  const [t, setT] = useState(now);
  useEffect(() => {
    subscribers.add(setT);
    timer ??= setInterval(() => {
      now = Date.now();
      for (const s of subscribers) s(now);
    }, 30_000);
    return () => {
      subscribers.delete(setT);
      if (!subscribers.size && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  }, []);
  return t;
}

/** '3 minutes ago', refreshed as time passes; the exact time is in the tooltip and <time>. */
export function RelativeTime({ iso, prefix, className }: { iso: string; prefix?: string; className?: string }) {
  useNow();
  const date = new Date(iso);
  const text = formatDistanceToNow(date, { addSuffix: true });
  return (
    <time dateTime={iso} title={date.toLocaleString()} className={className}>
      {prefix ? `${prefix} ${text}` : text}
    </time>
  );
}

export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  ...props
}: ComponentProps<'textarea'> & { label: ReactNode; error?: string | undefined; hint?: ReactNode }) {
  const autoId = useId();
  const inputId = id ?? `textarea-${autoId}`;
  const message = error ?? hint;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${inputId}-message` : undefined}
        className={cn(
          'min-h-24 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs sm:text-sm',
          'placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/35 focus-visible:outline-none',
          'aria-invalid:border-destructive',
          className,
        )}
        {...props}
      />
      {message ? (
        <p
          id={`${inputId}-message`}
          className={cn('text-[0.8125rem]', error ? 'font-medium text-destructive' : 'text-muted-foreground')}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  error,
  id,
  children,
  className,
  ...props
}: ComponentProps<'select'> & { label: ReactNode; error?: string | undefined }) {
  const autoId = useId();
  const inputId = id ?? `select-${autoId}`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        className={cn(
          'h-10 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/35 focus-visible:outline-none',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      {error ? <p className="text-[0.8125rem] font-medium text-destructive">{error}</p> : null}
    </div>
  );
}

/** An empty list: a sentence and one action. */
export function EmptyState({ text, action, icon }: { text: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      {icon ? <span className="grid size-12 place-items-center rounded-2xl bg-accent text-primary">{icon}</span> : null}
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}

/** Cancel + submit row of the dialogs' forms; the submit shows a spinner and its pending label. */
export function FormFooter({
  onCancel,
  pending,
  cancel,
  submit,
  submitting,
}: {
  onCancel: () => void;
  pending: boolean;
  cancel: string;
  submit: string;
  submitting: string;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {pending ? submitting : submit}
      </Button>
    </DialogFooter>
  );
}

/** The first message per top-level field of a failed zod parse. */
export function firstIssuePerField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

/**
 * The value while it is set, and the last one while a dialog animates closed (so its title and body
 * do not change or collapse during the fade). `key` changes on every new value: use it to mount a
 * form afresh each time the dialog opens.
 */
export function useRetained<T extends object>(value: T | null): { value: T | null; key: number } {
  const [kept, setKept] = useState<{ value: T; key: number } | null>(null);
  if (value !== null && value !== kept?.value) setKept({ value, key: (kept?.key ?? 0) + 1 });
  return { value: value ?? kept?.value ?? null, key: kept?.key ?? 0 };
}
