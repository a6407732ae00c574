// The reset pages' copy, apart from their zod contracts (common/password-reset.ts).
// The sign-in form's link to them is AUTH_COPY.login.forgotLink (common/copy.ts): /auth's first load
// does without this module (docs/decisions/047-auth-first-load-needs-two-libraries-off.md).
/** Minutes a reset link works. */
export const RESET_LINK_MINUTES = 60;

export const PASSWORD_RESET_COPY = {
  /** The same answer whatever the address: nobody learns which addresses have an account. */
  requested:
    "If an account uses that address, we've sent it a link to reset your password. It works for 60 minutes; check your spam folder if it doesn't arrive.",
  invalidLink: 'This reset link is invalid, expired or already used. Ask for a new one.',
  throttled: 'Too many reset requests from this network. Please try again later.',
  forgotTitle: 'Reset your password',
  forgotIntro: "Enter the email address of your account and we'll send you a link to choose a new password.",
  sendLink: 'Send reset link',
  resetTitle: 'Choose a new password',
  resetIntro: 'Your other devices will be signed out.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  mismatch: 'Passwords do not match',
  savePassword: 'Save password and sign in',
  backToSignIn: 'Back to sign in',
} as const;
