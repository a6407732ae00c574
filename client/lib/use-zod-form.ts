import { useMemo } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import type { zodResolver } from '@hookform/resolvers/zod';
import { applyServerFieldErrors } from './form-errors';

/** A zod schema (classic or zod/mini) whose input is the form's values. */
export type FormSchema = z4.$ZodType<unknown, FieldValues>;
/** A schema, or a loader of one: /auth's forms load their contracts on first use (docs/performance.md). */
export type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

type Values<S extends FormSchema> = z4.input<S>;
type Data<S extends FormSchema> = z4.output<S>;

export interface ZodFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<Values<S>, unknown, Data<S>>,
  'resolver'
> {
  /**
   * The fields a server's field messages may land on (a 400's `details.fieldErrors`), in the order the
   * form shows them (the first one gets the focus). Default: the keys of `defaultValues`.
   */
  fields?: readonly FieldPath<Values<S>>[];
}

export type ZodForm<S extends FormSchema> = UseFormReturn<Values<S>, unknown, Data<S>> & {
  /**
   * Puts a failed request's field messages under the matching fields; true when one was shown (the
   * caller says something else otherwise, a toast or an alert).
   */
  setServerErrors: (error: unknown, fields?: readonly FieldPath<Values<S>>[]) => boolean;
};

let zodResolverModule: Promise<{ zodResolver: typeof zodResolver }> | undefined;
/**
 * The zod resolver is loaded on first use, not imported: /auth's first load stays without it (its
 * budget is in docs/architecture.md §7). A form starts the load when it first renders.
 */
const loadZodResolver = () => (zodResolverModule ??= import('@hookform/resolvers/zod'));

/** react-hook-form's resolver for a zod schema (or a schema loaded on first use). */
export function zodFormResolver<S extends FormSchema>(source: SchemaSource<S>): Resolver<Values<S>, unknown, Data<S>> {
  return async (values, context, options) => {
    const [loaded, schema] = await Promise.all([loadZodResolver(), typeof source === 'function' ? source() : source]);
    // One cast: zodResolver's overloads cannot be picked for a generic schema.
    const resolve = loaded.zodResolver(schema as z4.$ZodType<unknown, FieldValues>) as unknown as Resolver<
      Values<S>,
      unknown,
      Data<S>
    >;
    return resolve(values, context, options);
  };
}

/**
 * Every form of the app: react-hook-form checked by a zod contract from common/ (its limits and
 * messages), first on submit and then as the user corrects a field (react-hook-form's default modes).
 */
export function useZodForm<S extends FormSchema>(
  schema: SchemaSource<S>,
  { fields, ...options }: ZodFormOptions<S> = {},
): ZodForm<S> {
  const resolver = useMemo(() => {
    void loadZodResolver().catch(() => undefined); // retried at the first check
    return zodFormResolver(schema);
  }, [schema]);
  const form = useForm<Values<S>, unknown, Data<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
  const defaults = options.defaultValues;
  const order = fields ?? (typeof defaults === 'object' ? (Object.keys(defaults) as FieldPath<Values<S>>[]) : []);
  // Set on the form react-hook-form keeps for the component's life (as it sets formState each render),
  // so the form stays one object across renders.
  return Object.assign(form, {
    setServerErrors: (error: unknown, only = order) => applyServerFieldErrors(error, only, form.setError),
  });
}
