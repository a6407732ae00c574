import { isApiError } from './api';

/** Field messages of a 400 validation error: details `{ fieldErrors: { field: ["msg"] } }`. */
export function getServerFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('fieldErrors' in details)) return {};
  const fieldErrors = details.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};

  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first.trim()) result[field] = first;
  }
  return result;
}

/**
 * Puts server field messages onto the matching form fields. Returns true when at least one
 * field received a message. Unknown fields are ignored.
 */
export function applyServerFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
): boolean {
  const fieldErrors = getServerFieldErrors(error);
  let applied = false;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * The message of a form field's error, also when the field is a list whose items failed (a keyword
 * too long reports at `keywords.3`): the first message found.
 */
export function fieldMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  // Only the error tree itself: never into `ref` (the DOM element) or other objects.
  if (!Array.isArray(error) && Object.getPrototypeOf(error) !== Object.prototype) return undefined;
  for (const [key, item] of Object.entries(error)) {
    const message = key === 'ref' ? undefined : fieldMessage(item);
    if (message) return message;
  }
  return undefined;
}

/**
 * After a failed submit, focuses the first invalid field in the order the form shows them.
 * react-hook-form's own focus follows registration order, in which a field held by
 * `useController` (the rich-text Content) comes before fields registered in the markup above it.
 */
export function focusFirstInvalid<F extends string>(
  errors: Partial<Record<F, unknown>>,
  order: readonly F[],
  setFocus: (field: F) => void,
): void {
  const first = order.find((field) => errors[field]);
  if (first) setFocus(first);
}

/** A react-hook-form ref for a field whose input is not an element the form holds (the rich-text editor). */
export const focusById = (id: string) => ({ focus: () => document.getElementById(id)?.focus() });
