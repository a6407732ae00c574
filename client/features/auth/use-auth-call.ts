import { useCallback, useMemo, useRef, useState } from 'react';
import type { AuthCall, AuthCallOptions } from './auth-context';

type Status = { isPending: boolean; error: Error | null };
const IDLE: Status = { isPending: false, error: null };
const PENDING: Status = { isPending: true, error: null };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * One auth call as a mutation (`mutate`, `isPending`, `error`) without TanStack Query
 * (docs/decisions/047-auth-first-load-needs-two-libraries-off.md). As with TanStack Query's mutate,
 * the per-call callbacks run only for the latest call, and a failure is not thrown.
 * `run` must keep its identity (then so does `mutate`).
 */
export function useAuthCall<TData, TVariables>(
  run: (variables: TVariables) => Promise<TData>,
): AuthCall<TData, TVariables> {
  const [status, setStatus] = useState<Status>(IDLE);
  const latest = useRef(0);
  const mutate = useCallback(
    (variables: TVariables, options?: AuthCallOptions<TData>) => {
      const call = ++latest.current;
      setStatus(PENDING);
      run(variables).then(
        (data) => {
          if (call !== latest.current) return;
          setStatus(IDLE);
          options?.onSuccess?.(data);
          options?.onSettled?.();
        },
        (error: unknown) => {
          if (call !== latest.current) return;
          const failure = asError(error);
          setStatus({ isPending: false, error: failure });
          options?.onError?.(failure);
          options?.onSettled?.();
        },
      );
    },
    [run],
  );
  return useMemo(() => ({ mutate, ...status }), [mutate, status]);
}
