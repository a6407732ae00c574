import { useMutation } from '@tanstack/react-query';
import { atprotoOAuthStartedSchema, type AtprotoOAuthStart } from '@common/atproto-oauth';
import { api, dataOf } from '@client/lib/api-client';

/**
 * 'Sign in with Bluesky' (docs/decisions/043-at-protocol-standard-site.md): the server pushes the
 * authorization request to the account's own PDS and answers the URL of its sign-in page.
 */
export function useStartAtprotoSignIn() {
  return useMutation({
    mutationFn: async (body: AtprotoOAuthStart) =>
      atprotoOAuthStartedSchema.parse(await dataOf(api.POST('/api/platform-connections/atproto/oauth', { body }))),
  });
}
