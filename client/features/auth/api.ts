import { queryOptions } from '@tanstack/react-query';
import type { LoginInput, LoginResult, PublicUser, RegisterInput } from '@common/auth';
import { apiRequest, getQueryFn } from '@client/lib/api';
import { loadAuthSchemas } from './auth-schemas';

/** Query key of the current user; also the URL it is read from. */
export const USER_QUERY_KEY = ['/api/user'] as const;

/** docs/product.md §4: the sign-in state is fresh for 5 minutes and refetched on mount and focus. */
const USER_STALE_TIME_MS = 5 * 60 * 1000;
export const POST_LOGIN_REFETCH_MS = 500;
export const POST_LOGOUT_REFETCH_MS = 300;

const fetchUser = getQueryFn<unknown>({ on401: 'returnNull' });

/** The current-user query: 401 → null (signed out). */
export const userQueryOptions = queryOptions<PublicUser | null>({
  queryKey: USER_QUERY_KEY,
  queryFn: async (context) => {
    const body = await fetchUser(context);
    return body === null ? null : (await loadAuthSchemas()).publicUserSchema.parse(body);
  },
  staleTime: USER_STALE_TIME_MS,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
});

export async function loginRequest(input: LoginInput): Promise<LoginResult> {
  const body = await apiRequest('POST', '/api/login', input);
  return (await loadAuthSchemas()).loginResultSchema.parse(body);
}

export async function registerRequest(input: RegisterInput): Promise<PublicUser> {
  const body = await apiRequest('POST', '/api/register', input);
  return (await loadAuthSchemas()).publicUserSchema.parse(body);
}

export async function logoutRequest(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}
