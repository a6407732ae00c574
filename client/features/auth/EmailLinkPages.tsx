import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { EMAIL_VERIFICATION_COPY as C, emailLinkResultSchema, type EmailLinkResult } from '@common/email-verification';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { errorMessage, isApiError } from '@client/lib/api';
import { openEmailLink, USER_QUERY_KEY } from './api';
import { useAuth } from './auth-context';
import { userQueryOptions } from './user-query';
import { ResetShell } from './PasswordResetPages';
import { useResendVerification } from './use-resend-verification';

/**
 * A link opens once: the same token asked twice (React's development double effects, a remount)
 * shares one request instead of spending the link and then reporting it used.
 */
const opened = new Map<string, Promise<EmailLinkResult>>();
const openLink = (token: string) => {
  let request = opened.get(token);
  if (!request) {
    request = openEmailLink(token).then((body) => emailLinkResultSchema.parse(body));
    opened.set(token, request);
  }
  return request;
};

type State = { kind: 'opening' } | { kind: 'done'; result: EmailLinkResult } | { kind: 'failed'; message: string };

const TITLES = { verified: C.verifiedTitle, changed: C.changedTitle, restored: C.restoredTitle } as const;
const BODIES = { verified: C.verified, changed: C.changed, restored: C.restored } as const;

/**
 * /auth/verify-email?token=… and /auth/undo-email-change?token=… (docs/decisions/036): opens the
 * link on arrival and says what it did, or why it could not, with the way to a new one.
 */
export function EmailLinkPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(token ? { kind: 'opening' } : { kind: 'failed', message: C.invalidLink });

  useEffect(() => {
    if (!token) return;
    let live = true;
    openLink(token).then(
      (result) => {
        if (!live) return;
        // Undo ended every session (this browser's too); otherwise the banner goes. The user is
        // read again even when nothing holds it yet (the page was opened from the email link): what
        // the page started with predates the link, and must not come back.
        if (result.outcome === 'restored') queryClient.setQueryData(USER_QUERY_KEY, null);
        else void queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 }).catch(() => undefined);
        setState({ kind: 'done', result });
      },
      (error: unknown) => {
        if (!live) return;
        const message = isApiError(error) && error.status === 409 ? C.addressTaken : errorMessage(error);
        setState({ kind: 'failed', message: isApiError(error) && error.status === 400 ? C.invalidLink : message });
      },
    );
    return () => {
      live = false;
    };
  }, [token, queryClient]);

  if (state.kind === 'opening') {
    return (
      <ResetShell title={C.checking} description="">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {C.checking}
        </p>
      </ResetShell>
    );
  }
  if (state.kind === 'failed') {
    return (
      <ResetShell title={C.invalidTitle} description="">
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{state.message}</AlertTitle>
          <AlertDescription>{C.invalidHint}</AlertDescription>
        </Alert>
        <ResendOrSignIn />
      </ResetShell>
    );
  }
  const { outcome, email } = state.result;
  return (
    <ResetShell title={TITLES[outcome]} description="">
      <Alert role="status">
        <CircleCheck aria-hidden="true" />
        <AlertDescription>{BODIES[outcome](email)}</AlertDescription>
      </Alert>
      {outcome === 'restored' ? (
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/auth/forgot-password">{C.resetPassword}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/auth">{C.signIn}</Link>
          </Button>
        </div>
      ) : (
        <Button asChild className="w-full">
          <Link href="/">{C.continue}</Link>
        </Button>
      )}
    </ResetShell>
  );
}

/** After a dead link: 'Resend email' when signed in, else the way to sign in (the banner offers it there). */
function ResendOrSignIn() {
  const { user } = useAuth();
  const resend = useResendVerification();
  if (!user) {
    return (
      <Button asChild className="w-full">
        <Link href="/auth">{C.signIn}</Link>
      </Button>
    );
  }
  if (resend.data) return <p role="status">{resend.data}</p>;
  return (
    <div className="grid gap-2">
      <Button onClick={() => resend.mutate()} disabled={resend.isPending}>
        {C.resend}
      </Button>
      {resend.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(resend.error)}
        </p>
      ) : null}
    </div>
  );
}
