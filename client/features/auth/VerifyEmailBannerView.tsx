import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { VERIFY_BANNER_COPY as C } from '@common/verify-banner-copy';
import { Button } from '@client/components/ui/button';

const dismissedKey = (userId: number) => `inkgram:verify-banner-dismissed:${userId}`;
const wasDismissed = (userId: number) => {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
};

/**
 * Whether the banner shows for `user` (signed in, address unverified, not dismissed in this browser
 * session), and how to dismiss it.
 */
export function useVerifyBanner(
  user: { id: number; emailVerified: boolean } | null,
): [shown: boolean, dismiss: () => void] {
  const userId = user?.id;
  const [dismissed, setDismissed] = useState(() => (userId === undefined ? false : wasDismissed(userId)));
  const dismiss = () => {
    if (userId === undefined) return;
    try {
      sessionStorage.setItem(dismissedKey(userId), '1');
    } catch {
      // storage refused (private mode): dismissed for this page view only
    }
    setDismissed(true);
  };
  return [Boolean(user && !user.emailVerified && !dismissed), dismiss];
}

/**
 * What the banner looks like: the signed-in layout's banner (VerifyEmailBanner) and the page shell
 * drawn while the layout loads (client/app/PageShell.tsx) both show this, so nothing moves when one
 * replaces the other. Without `onResend` (the shell), 'Resend email' waits for the layout.
 */
export function VerifyEmailBannerView({
  message,
  onResend,
  resendDisabled,
  onDismiss,
}: {
  message: string;
  onResend?: () => void;
  resendDisabled?: boolean;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-label={C.bannerTitle}
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">{C.bannerTitle}</strong> <span aria-live="polite">{message}</span>
        </p>
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" onClick={onResend} disabled={!onResend || resendDisabled}>
            {C.resend}
          </Button>
          <Button size="icon" variant="ghost" onClick={onDismiss} aria-label={C.dismiss} title={C.dismiss}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
