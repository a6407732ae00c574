import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { EMAIL_VERIFICATION_COPY as C } from '@common/email-verification';
import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api';
import { useAuth } from './auth-context';
import { useResendVerification } from './use-resend-verification';

const dismissedKey = (userId: number) => `inkgram:verify-banner-dismissed:${userId}`;
const wasDismissed = (userId: number) => {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
};

/**
 * 'Verify your email address' above every signed-in page while the address is unverified
 * (docs/decisions/036-email-verification.md): Resend email, and Dismiss for this browser session.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const resend = useResendVerification();
  const [dismissed, setDismissed] = useState(() => (user ? wasDismissed(user.id) : false));
  if (!user || user.emailVerified || dismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // storage refused (private mode): dismissed for this page view only
    }
    setDismissed(true);
  };

  return (
    <section
      aria-label={C.bannerTitle}
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">{C.bannerTitle}</strong>{' '}
          <span aria-live="polite">
            {resend.data ?? (resend.error ? errorMessage(resend.error) : C.bannerBody(user.email))}
          </span>
        </p>
        <div className="flex items-center gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => resend.mutate()}
            disabled={resend.isPending || resend.isSuccess}
          >
            {C.resend}
          </Button>
          <Button size="icon" variant="ghost" onClick={dismiss} aria-label={C.dismiss} title={C.dismiss}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
