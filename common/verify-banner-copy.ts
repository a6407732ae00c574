/**
 * The words of the 'Verify your email address' banner (docs/decisions/036-email-verification.md), on
 * their own: the signed-in page shell draws the banner in its first frame and carries no zod
 * (docs/decisions/049-signed-in-first-frame.md). Part of EMAIL_VERIFICATION_COPY.
 */
export const VERIFY_BANNER_COPY = {
  bannerTitle: 'Verify your email address',
  bannerBody: (email: string) => `We sent a link to ${email}. Open it to confirm the address is yours.`,
  resend: 'Resend email',
  dismiss: 'Dismiss',
} as const;
