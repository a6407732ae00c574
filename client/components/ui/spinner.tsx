import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

type SpinnerProps = ComponentProps<'svg'> & {
  /** Accessible name; the spinner is a status region announcing it. */
  label?: string;
};

export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className="inline-flex">
      <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} {...props} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the available space (full screen by default). */
export function PageSpinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex min-h-dvh w-full items-center justify-center', className)}>
      <Spinner className="size-8" {...(label ? { label } : {})} />
    </div>
  );
}
