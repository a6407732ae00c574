import { useId, type ComponentProps } from 'react';
import { NativeSelect } from './native-select';
import { Field, type FieldProps } from './text-field';
import { Textarea } from './textarea';

/** Label + textarea + message; takes register() like TextField. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  containerClassName,
  ...props
}: ComponentProps<'textarea'> & FieldProps) {
  const autoId = useId();
  return (
    <Field id={id ?? `field-${autoId}`} {...{ label, error, hint, containerClassName }}>
      {(aria) => <Textarea {...aria} {...props} />}
    </Field>
  );
}

/** Label + native select + message; takes register() like TextField. */
export function SelectField({
  label,
  error,
  hint,
  id,
  containerClassName,
  ...props
}: ComponentProps<'select'> & FieldProps) {
  const autoId = useId();
  return (
    <Field id={id ?? `field-${autoId}`} {...{ label, error, hint, containerClassName }}>
      {(aria) => <NativeSelect {...aria} {...props} />}
    </Field>
  );
}
