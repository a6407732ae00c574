import type { LoginInput, LoginResult, PublicUser, RegisterInput } from '@common/auth';
import { callApi, isApiError } from '@client/lib/api';
import { loadAuthSchemas } from './auth-schemas';

/** Query key of the current user. */
export const USER_QUERY_KEY = ['/api/user'] as const;

export const POST_LOGIN_REFETCH_MS = 500;
export const POST_LOGOUT_REFETCH_MS = 300;

/** GET /api/user: the signed-in user, or null (401: signed out). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<PublicUser | null> {
  let body: unknown;
  try {
    body = await callApi('GET', '/api/user', signal ? { signal } : {});
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
  return (await loadAuthSchemas()).publicUserSchema.parse(body);
}

export async function loginRequest(input: LoginInput): Promise<LoginResult> {
  const body = await callApi('POST', '/api/login', { body: input });
  return (await loadAuthSchemas()).loginResultSchema.parse(body);
}

export async function registerRequest(input: RegisterInput): Promise<PublicUser> {
  const body = await callApi('POST', '/api/register', { body: input });
  return (await loadAuthSchemas()).publicUserSchema.parse(body);
}

/** Opens an e-mail link (verify the address, or undo its change); the answer says which it was. */
export const openEmailLink = (token: string) => callApi('POST', '/api/email-verification/confirm', { body: { token } });

/** Asks for a password-reset e-mail; the answer is the sentence to show (the same whether or not the account exists). */
export const requestPasswordReset = (input: { email: string }) =>
  callApi('POST', '/api/password-reset', { body: input });

/** Sets the new password with the e-mailed link's token; the answer is the signed-in user. */
export const confirmPasswordReset = (token: string, password: string) =>
  callApi('POST', '/api/password-reset/confirm', { body: { token, password } });

export async function logoutRequest(): Promise<void> {
  await callApi('POST', '/api/logout');
}
