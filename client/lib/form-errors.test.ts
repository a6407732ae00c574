import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { applyServerFieldErrors, getServerFieldErrors } from './form-errors';

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
