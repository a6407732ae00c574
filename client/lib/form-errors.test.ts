import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { applyServerFieldErrors, fieldMessage, getServerFieldErrors } from './form-errors';

const validation = (details: unknown) =>
  new ApiError({ status: 400, message: 'Validation failed', code: 'validation_failed', details });

describe('getServerFieldErrors', () => {
  it('takes the first message of each field', () => {
    const error = validation({
      fieldErrors: { email: ['Please enter a valid email address', 'x'], name: ['Full name is required'] },
    });
    expect(getServerFieldErrors(error)).toEqual({
      email: 'Please enter a valid email address',
      name: 'Full name is required',
    });
  });

  it('ignores non-400 errors, other errors and malformed details', () => {
    expect(
      getServerFieldErrors(new ApiError({ status: 409, message: 'Taken', details: { fieldErrors: { a: ['b'] } } })),
    ).toEqual({});
    expect(getServerFieldErrors(new Error('boom'))).toEqual({});
    expect(getServerFieldErrors(validation(undefined))).toEqual({});
    expect(getServerFieldErrors(validation({ fieldErrors: 'nope' }))).toEqual({});
    expect(getServerFieldErrors(validation({ fieldErrors: { a: [], b: [3], c: [''] } }))).toEqual({});
  });
});

describe('applyServerFieldErrors', () => {
  it('sets known fields only and focuses the first', () => {
    const setError = vi.fn();
    const error = validation({
      fieldErrors: { username: ['Username must be at least 3 characters'], other: ['x'], password: ['Too short'] },
    });
    expect(applyServerFieldErrors(error, ['name', 'username', 'password'] as const, setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['username', { type: 'server', message: 'Username must be at least 3 characters' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Too short' }, { shouldFocus: false }],
    ]);
  });

  it('returns false when nothing applies', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new Error('x'), ['name'] as const, setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('fieldMessage', () => {
  it("finds a field's message, also on a list whose item failed, and never walks into the element", () => {
    // A stand-in for the input element: it points back at itself, as DOM and React objects do.
    const ref: Record<string, unknown> = { name: 'keywords' };
    ref.self = ref;
    expect(fieldMessage({ type: 'too_small', message: 'Title is required', ref })).toBe('Title is required');
    // keywords: ['ok', 'way too long'] → an error at keywords.1
    expect(fieldMessage([undefined, { type: 'too_big', message: 'Each keyword is too long', ref }])).toBe(
      'Each keyword is too long',
    );
    expect(fieldMessage({ type: 'custom', message: '', ref })).toBeUndefined();
    expect(fieldMessage(undefined)).toBeUndefined();
  });
});
