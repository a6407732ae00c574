import type { PublicUser } from '@common/auth';
import { SIGNED_IN_USER_ELEMENT_ID } from '@common/constants';
import { afterFirstContentfulPaint } from '@client/lib/scheduling';
import { fetchCurrentUser } from './api';
import { loadAuthSchemas } from './auth-schemas';

/** The sign-in state every page reads through useAuth(). */
export interface SignInState {
  /** The signed-in user, or null when signed out (or while the first check is pending). */
  user: PublicUser | null;
  /** True until the first answer of GET /api/user. */
  isLoading: boolean;
  /** A non-401 failure of the check (e.g. the server is down). */
  error: Error | null;
}

let state: SignInState = { user: null, isLoading: true, error: null };
const listeners = new Set<() => void>();

/**
 * The sign-in state without TanStack Query, so that /auth's first load does without it
 * (docs/decisions/047-auth-first-load-needs-two-libraries-off.md). The entry fills it from
 * GET /api/user at boot ({@link checkSignIn}); once the query client has loaded after the first
 * paint (client/app/auth-queries.ts), the current-user query is the source and this store mirrors
 * it, so the rest of the app reads and writes the user through the query cache as before.
 */
export const signInStore = {
  get: (): SignInState => state,
  set(next: SignInState) {
    if (next.user === state.user && next.isLoading === state.isLoading && next.error === state.error) return;
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let check: Promise<PublicUser | null> | undefined;

/**
 * The boot check of the sign-in state (started once, by client/main.tsx, before React mounts);
 * resolves with its answer, rejects when it failed (the store then holds the error). When the
 * server wrote the signed-in user into the page (docs/decisions/049-signed-in-first-frame.md), the
 * store holds it at once, so the first frame is already the signed-in one; it is checked against
 * the contract before the check resolves, and asked for again should it not hold. The contracts
 * are loaded for that once the first frame has been shown: they are not what it draws.
 */
export function checkSignIn(): Promise<PublicUser | null> {
  if (check) return check;
  const fromPage = userFromPage();
  // The first frame only needs who it is; the contract decides before anything else reads it.
  if (looksLikeUser(fromPage)) signInStore.set({ user: fromPage, isLoading: false, error: null });
  check = (fromPage ? validUser(fromPage) : Promise.resolve(undefined))
    .then((user) => user ?? fetchCurrentUser())
    .then(
      (user) => {
        signInStore.set({ user, isLoading: false, error: null });
        return user;
      },
      (error: unknown) => {
        signInStore.set({
          user: null,
          isLoading: false,
          error: error instanceof Error ? error : new Error(String(error)),
        });
        throw error;
      },
    );
  return check;
}

/** The user the server wrote into the page (server/plugins/client.ts), read once and removed. */
function userFromPage(): unknown {
  const block = typeof document === 'undefined' ? null : document.getElementById(SIGNED_IN_USER_ELEMENT_ID);
  if (!block) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

const looksLikeUser = (value: unknown): value is PublicUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PublicUser).id === 'number' &&
  typeof (value as PublicUser).email === 'string' &&
  typeof (value as PublicUser).emailVerified === 'boolean';

const validUser = (value: unknown): Promise<PublicUser | undefined> =>
  afterFirstContentfulPaint()
    .then(loadAuthSchemas)
    .then(
      (schemas) => schemas.publicUserSchema.safeParse(value).data,
      () => undefined,
    );
