import { EMAIL_VERIFICATION_COPY as C } from '@common/email-verification';
import { errorMessage } from '@client/lib/api';
import { useAuth } from './auth-context';
import { useResendVerification } from './use-resend-verification';
import { useVerifyBanner, VerifyEmailBannerView } from './VerifyEmailBannerView';

/**
 * 'Verify your email address' above every signed-in page while the address is unverified
 * (docs/decisions/036-email-verification.md): Resend email, and Dismiss for this browser session.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const resend = useResendVerification();
  const [shown, dismiss] = useVerifyBanner(user);
  if (!shown || !user) return null;
  return (
    <VerifyEmailBannerView
      message={resend.data ?? (resend.error ? errorMessage(resend.error) : C.bannerBody(user.email))}
      onResend={() => resend.mutate()}
      resendDisabled={resend.isPending || resend.isSuccess}
      onDismiss={dismiss}
    />
  );
}
