// Verified addresses (docs/decisions/036-email-verification.md). zod/mini like common/auth.ts: the
// link pages are on /auth's lazily loaded side and the banner is on every signed-in page.
import { z } from 'zod/mini';
import { VERIFY_BANNER_COPY } from './verify-banner-copy';

/** Hours a verification link (sign-up, or a new address) works. */
export const VERIFY_LINK_HOURS = 24;
/** Days the 'Undo this change' link sent to the old address works. */
export const UNDO_LINK_DAYS = 7;

export const EMAIL_VERIFICATION_COPY = {
  ...VERIFY_BANNER_COPY,
  resent: (email: string) => `Email sent to ${email}. It may take a minute to arrive.`,
  throttled: 'You asked for several verification emails already. Please wait a few minutes and try again.',
  alreadyVerified: 'Your email address is already verified.',
  checking: 'Checking your link…',
  verifiedTitle: 'Email address verified',
  verified: (email: string) => `Thanks! ${email} is verified.`,
  changedTitle: 'Email address changed',
  changed: (email: string) => `Your Inkgram account now uses ${email}.`,
  restoredTitle: 'Email change undone',
  restored: (email: string) =>
    `Your account uses ${email} again, and every device was signed out. Sign in again; if you did not make the change, choose a new password now.`,
  invalidTitle: 'This link no longer works',
  invalidLink: 'This link is invalid, expired or already used.',
  invalidHint: 'Ask for a new verification email and use the newest one.',
  addressTaken: 'Another account uses that address now, so this link cannot be used.',
  continue: 'Continue to Inkgram',
  signIn: 'Sign in',
  resetPassword: 'Choose a new password',
  pending: (email: string) =>
    `We sent a link to ${email}. Your address changes once you open it; until then emails go to your current address.`,
  changeThrottled: 'You changed your email address several times already. Please wait an hour and try again.',
} as const;

export const emailTokenSchema = z.object({
  token: z
    .string()
    .check(z.minLength(1, EMAIL_VERIFICATION_COPY.invalidLink), z.maxLength(200, EMAIL_VERIFICATION_COPY.invalidLink)),
});
export type EmailTokenInput = z.infer<typeof emailTokenSchema>;

/** What opening a link did: the address verified, changed to the new one, or put back. */
export const emailLinkResultSchema = z.object({
  outcome: z.enum(['verified', 'changed', 'restored']),
  email: z.string(),
});
export type EmailLinkResult = z.infer<typeof emailLinkResultSchema>;

export const verificationSentSchema = z.object({ message: z.string() });
