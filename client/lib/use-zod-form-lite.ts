import { useEffect, useRef, useState, type BaseSyntheticEvent, type ChangeEvent, type RefCallback } from 'react';
import type * as z4 from 'zod/v4/core';
import { applyServerFieldErrors } from './form-errors';

/**
 * useZodForm's idiom (client/lib/use-zod-form.ts) with a smaller engine, for the one page whose
 * first load is budgeted: the sign-in forms of /auth
 * (docs/decisions/047-auth-first-load-needs-two-libraries-off.md). The forms use the same members
 * (`register`, `handleSubmit`, `formState.errors`/`isSubmitting`, `setError`, `setServerErrors`) and
 * behave the same: checked by the zod contract on submit, then each field again as the user corrects
 * it; the first invalid field (in the order the form shows them) gets the focus; a server's field
 * messages land under their fields. What it leaves out, react-hook-form's touched/dirty tracking,
 * watched values and field arrays, the sign-in forms do not use. Text inputs only.
 */

/** A zod object schema (classic or zod/mini) over string fields. */
export type LiteFormSchema = z4.$ZodType<unknown, Record<string, string>>;
/** A schema, or a loader of one (loaded after the form's first paint, and awaited by the first check). */
export type LiteSchemaSource<S extends LiteFormSchema> = S | (() => Promise<S>);

type Values<S extends LiteFormSchema> = z4.input<S>;
type Data<S extends LiteFormSchema> = z4.output<S>;
export type LiteFieldName<S extends LiteFormSchema> = Extract<keyof Values<S>, string>;
export interface LiteFieldError {
  type: string;
  message: string;
}
export type LiteFieldErrors<S extends LiteFormSchema> = Partial<Record<LiteFieldName<S>, LiteFieldError>>;

export interface LiteFieldProps<N extends string> {
  name: N;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  ref: RefCallback<HTMLInputElement>;
}

export interface ZodFormLite<S extends LiteFormSchema> {
  register: <N extends LiteFieldName<S>>(name: N) => LiteFieldProps<N>;
  handleSubmit: (
    onValid: (data: Data<S>, event?: BaseSyntheticEvent) => unknown,
    onInvalid?: (errors: LiteFieldErrors<S>, event?: BaseSyntheticEvent) => unknown,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  formState: { errors: LiteFieldErrors<S>; isSubmitting: boolean; isSubmitted: boolean };
  setError: (
    name: LiteFieldName<S>,
    error: { type?: string; message: string },
    options?: { shouldFocus?: boolean },
  ) => void;
  clearErrors: (name?: LiteFieldName<S>) => void;
  setFocus: (name: LiteFieldName<S>) => void;
  /** As useZodForm's: a failed request's field messages under their fields; true when one was shown. */
  setServerErrors: (error: unknown, fields?: readonly LiteFieldName<S>[]) => boolean;
}

const loadSchema = <S extends LiteFormSchema>(source: LiteSchemaSource<S>) =>
  typeof source === 'function' ? source() : Promise.resolve(source);

/** The first message of each field, as react-hook-form's zod resolver reports them. */
function errorsOf<S extends LiteFormSchema>(issues: readonly z4.$ZodIssue[] | undefined): LiteFieldErrors<S> {
  const errors: Record<string, LiteFieldError> = {};
  for (const issue of issues ?? []) {
    const path = issue.path.join('.');
    errors[path] ??= { type: issue.code, message: issue.message };
  }
  return errors as LiteFieldErrors<S>;
}

export function useZodFormLite<S extends LiteFormSchema>(
  schema: LiteSchemaSource<S>,
  { defaultValues, fields }: { defaultValues: Values<S>; fields?: readonly LiteFieldName<S>[] },
): ZodFormLite<S> {
  type Name = LiteFieldName<S>;
  const [errors, setErrors] = useState<LiteFieldErrors<S>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  // Held across renders like react-hook-form's own state: the values typed, the inputs, their props.
  const form = useRef({
    values: { ...defaultValues } as Record<string, string>,
    inputs: new Map<string, HTMLInputElement>(),
    props: new Map<string, LiteFieldProps<Name>>(),
    submitted: false,
  }).current;
  const order = fields ?? (Object.keys(defaultValues) as Name[]);

  // The contract loads after the form's first paint, so the first check rarely waits for it.
  useEffect(() => void loadSchema(schema).catch(() => undefined), [schema]);

  type Checked = { ok: false; errors: LiteFieldErrors<S> } | { ok: true; errors?: undefined; data: Data<S> };
  const check = async (): Promise<Checked> => {
    const result = await (await loadSchema(schema))['~standard'].validate(form.values);
    return result.issues
      ? { ok: false, errors: errorsOf<S>(result.issues as readonly z4.$ZodIssue[]) }
      : { ok: true, data: result.value as Data<S> };
  };

  const focus = (name: Name) => form.inputs.get(name)?.focus();

  const setFieldError = (name: Name, error: LiteFieldError | undefined) =>
    setErrors((current) => {
      if (current[name]?.message === error?.message && current[name]?.type === error?.type) return current;
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });

  const register = <N extends Name>(name: N): LiteFieldProps<N> => {
    let props = form.props.get(name);
    if (!props) {
      props = {
        name,
        // After the first submit, a change checks the form again and updates this field's message only.
        onChange: (event) => {
          form.values[name] = event.target.value;
          if (!form.submitted) return;
          void check().then(
            (result) => setFieldError(name, result.errors?.[name]),
            () => undefined,
          );
        },
        onBlur: () => undefined,
        ref: (input) => {
          if (!input || form.inputs.get(name) === input) return;
          form.inputs.set(name, input);
          input.value = form.values[name] ?? '';
        },
      };
      form.props.set(name, props);
    }
    return props as LiteFieldProps<N>;
  };

  const setError: ZodFormLite<S>['setError'] = (name, { type = 'manual', message }, options) => {
    setFieldError(name, { type, message });
    if (options?.shouldFocus) focus(name);
  };

  return {
    register,
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault();
      setSubmitting(true);
      try {
        // What is in the inputs now (a password manager may fill them without a change event).
        for (const [name, input] of form.inputs) form.values[name] = input.value;
        const result = await check();
        form.submitted = true;
        setSubmitted(true);
        if (!result.ok) {
          const invalid = result.errors;
          setErrors(invalid);
          await onInvalid?.(invalid, event);
          const first = order.find((name) => invalid[name]);
          if (first) focus(first);
          return;
        }
        setErrors({});
        await onValid(result.data, event);
      } finally {
        setSubmitting(false);
      }
    },
    formState: { errors, isSubmitting, isSubmitted },
    setError,
    clearErrors: (name) => (name ? setFieldError(name, undefined) : setErrors({})),
    setFocus: focus,
    setServerErrors: (error, only = order) => applyServerFieldErrors(error, only, setError),
  };
}
