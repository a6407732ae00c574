import { useCallback, useEffect, useRef, useState } from 'react';
import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { INSTAGRAM_COPY } from '@common/copy';
import { isApiError } from '@client/lib/api';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { PageContainer } from '@client/components/layout/PageHeader';
import { ACCOUNTS_QUERY_KEY, connectInstagramAccount } from './api';
import { useSelectedAccount } from './use-selected-account';

const C = INSTAGRAM_COPY.connectPage;
const SUCCESS_REDIRECT_MS = 1500;
const ERROR_REDIRECT_MS = 3000;
/** The toast that stays with the creator on the way back from a connect that could not start. */
const BACK_HOME = 'Nothing was connected. Back on the home page: please try connecting again.';

type State =
  { kind: 'loading' } | { kind: 'success'; username: string } | { kind: 'error'; title: string; message: string };

/** One POST per code, even if React runs the effect twice (a code is single-use). */
const attempts = new Map<string, ReturnType<typeof connectInstagramAccount>>();

function readParams() {
  const q = new URLSearchParams(window.location.search);
  return {
    code: q.get('code'),
    state: q.get('state') ?? '',
    error: q.get('error_description') ?? q.get('error'),
  };
}

/** Without a code there is nothing to exchange: Instagram sent an error, or the URL was opened by hand. */
function initialState(params: ReturnType<typeof readParams>): State {
  if (params.code) return { kind: 'loading' };
  if (params.error) return { kind: 'error', title: C.errorTitle, message: C.connectionError(params.error) };
  return { kind: 'error', title: C.missingCodeTitle, message: C.missingCodeText };
}

/** /connect-instagram — where Instagram sends the browser back: loading → success (→ /create) or failure (→ /). */
export default function ConnectInstagramPage() {
  const [params] = useState(readParams);
  const [state, setState] = useState<State>(() => initialState(params));
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { selectAccount } = useSelectedAccount();
  const redirectTimer = useRef<number | undefined>(undefined);

  const run = useCallback(
    (manual: boolean) => {
      if (!params.code) return;
      const key = `${params.code}|${params.state}`;
      if (manual) attempts.delete(key);
      let attempt = attempts.get(key);
      if (!attempt) {
        attempt = connectInstagramAccount(params.code, params.state);
        attempts.set(key, attempt);
      }
      const succeeded = (result: { username: string; accountId: number }) => {
        selectAccount(result.accountId);
        // Cancel an accounts read still in flight from before the connect (TanStack would otherwise
        // reuse it for the refetch and keep its stale, account-less answer), then read again.
        void queryClient
          .cancelQueries({ queryKey: ACCOUNTS_QUERY_KEY })
          .then(() => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }));
        toast(INSTAGRAM_COPY.toasts.connected(result.username));
        setState({ kind: 'success', username: result.username });
        redirectTimer.current = window.setTimeout(() => navigate('/create'), SUCCESS_REDIRECT_MS);
      };
      const failed = (error: unknown) => {
        const reason = error instanceof Error && error.message ? error.message : INSTAGRAM_COPY.toasts.connectFallback;
        const message = manual && isApiError(error) ? C.manualFailed(error.status, reason) : C.connectionError(reason);
        toast({ variant: 'destructive', title: INSTAGRAM_COPY.toasts.connectFailed, description: reason });
        setState({ kind: 'error', title: C.errorTitle, message });
        redirectTimer.current = window.setTimeout(() => navigate('/'), ERROR_REDIRECT_MS);
      };
      attempt.then(succeeded, failed);
    },
    [params, navigate, queryClient, selectAccount],
  );

  useEffect(() => {
    run(false);
    return () => window.clearTimeout(redirectTimer.current);
  }, [run]);

  // Without a code there is nothing to wait for: say why, then take the creator back home.
  useEffect(() => {
    if (params.code) return;
    const first = initialState(params);
    if (first.kind === 'error') toast({ variant: 'destructive', title: first.title, description: BACK_HOME });
    const timer = window.setTimeout(() => navigate('/', { replace: true }), ERROR_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [params, navigate]);

  const retry = () => {
    window.clearTimeout(redirectTimer.current);
    setState({ kind: 'loading' });
    run(true);
  };

  return (
    <PageContainer className="grid min-h-[60dvh] place-items-center">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 px-6 py-10 text-center" aria-live="polite">
        {state.kind === 'loading' ? (
          <>
            <Spinner className="size-10" label={C.loadingTitle} />
            <h1 className="text-xl font-semibold">{C.loadingTitle}</h1>
            <p className="text-sm text-muted-foreground">{C.loadingText}</p>
          </>
        ) : state.kind === 'success' ? (
          <>
            <CircleCheck className="size-12 text-success" aria-hidden="true" />
            <h1 className="text-xl font-semibold">{C.successTitle}</h1>
            <p className="text-sm text-muted-foreground">{C.successText}</p>
          </>
        ) : (
          <>
            <CircleX className="size-12 text-destructive" aria-hidden="true" />
            <h1 className="text-xl font-semibold">{state.title}</h1>
            <p className="text-sm text-muted-foreground">{state.message}</p>
            <div className="mt-2 flex flex-wrap justify-center gap-2">
              {params.code ? (
                <Button variant="outline" onClick={retry}>
                  <RotateCcw aria-hidden="true" />
                  {C.manual}
                </Button>
              ) : null}
              <Button onClick={() => navigate('/')}>{C.startOver}</Button>
            </div>
          </>
        )}
      </Card>
    </PageContainer>
  );
}
