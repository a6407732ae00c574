import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { Input } from './input';
import { Label } from './label';

type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  /** Validation message shown under the input; marks the input invalid. */
  error?: string | undefined;
  /** Help text shown under the input while there is no error. */
  hint?: ReactNode;
  containerClassName?: string;
};

/**
 * Label + input + message. The label is bound to the input (htmlFor/id), and the message is
 * linked with aria-describedby, so getByLabel('Username') and screen readers both work.
 * Spreads react-hook-form's register() result (including its ref) onto the input.
 */
export function TextField({ label, error, hint, id, containerClassName, className, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;

  return (
    <div className={cn('grid gap-2', containerClassName)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={className}
        {...props}
      />
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
