import { useSearch } from 'wouter';
import { ATPROTO_OAUTH_RESULT } from '@common/atproto-oauth';
import { Alert, AlertDescription } from '@client/components/ui/alert';

/**
 * What 'Sign in with Bluesky' came back with (docs/decisions/043-at-protocol-standard-site.md): the
 * callback sends the browser to this page with `?connected=<id>` or `?connect_error=<why>`.
 */
export function AtprotoSignInOutcome() {
  const params = new URLSearchParams(useSearch());
  const error = params.get(ATPROTO_OAUTH_RESULT.error);
  if (error)
    return (
      <Alert variant="destructive" className="mt-6">
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    );
  if (params.get(ATPROTO_OAUTH_RESULT.connected))
    return (
      <Alert className="mt-6" role="status">
        <AlertDescription>Signed in with Bluesky: your account is connected.</AlertDescription>
      </Alert>
    );
  return null;
}
