import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { USER_QUERY_KEY } from '@client/features/auth/api';
import { createQueryClient } from './query-client';

const ada = { id: 1, username: 'ada', name: 'Ada', email: 'ada@example.com' };

describe('createQueryClient', () => {
  it('uses the spec defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('signs the user out locally when another query answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, ada);
    await client
      .fetchQuery({
        queryKey: ['/api/blogs'],
        queryFn: () => Promise.reject(new ApiError({ status: 401, message: 'Not signed in' })),
      })
      .catch(() => undefined);
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
  });

  it('keeps the user on other errors', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, ada);
    await client
      .fetchQuery({
        queryKey: ['/api/blogs'],
        queryFn: () => Promise.reject(new ApiError({ status: 500, message: 'Boom' })),
      })
      .catch(() => undefined);
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual(ada);
  });
});
