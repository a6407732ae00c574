import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { Input } from './input';
import { Label } from './label';

export interface FieldProps {
  label: ReactNode;
  /** Validation message shown under the control; marks the control invalid. */
  error?: string | undefined;
  /** Help text shown under the control while there is no error. */
  hint?: ReactNode;
  containerClassName?: string;
}

/**
 * Label, control and message: the label is bound to the control, the message linked by
 * aria-describedby. The other fields (form-fields.tsx) share it; they live apart so that the
 * sign-in page, which only needs TextField, does not load them.
 */
export function Field({
  id,
  label,
  error,
  hint,
  containerClassName,
  children,
}: FieldProps & { id: string; children: (aria: Record<string, unknown>) => ReactNode }) {
  const message = error ?? hint;
  const messageId = `${id}-message`;
  return (
    <div className={cn('grid gap-2', containerClassName)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
      {message ? (
        <p
          id={messageId}
          className={cn(
            'text-[0.8125rem] leading-snug',
            error ? 'font-medium text-destructive' : 'text-muted-foreground',
          )}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Label + input + message, so getByLabel('Username') and screen readers both work. Spreads
 * react-hook-form's register() result (including its ref) onto the input.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  containerClassName,
  ...props
}: ComponentProps<'input'> & FieldProps) {
  const autoId = useId();
  return (
    <Field id={id ?? `field-${autoId}`} {...{ label, error, hint, containerClassName }}>
      {(aria) => <Input {...aria} {...props} />}
    </Field>
  );
}
