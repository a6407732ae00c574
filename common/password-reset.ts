// zod/mini like common/auth.ts: these forms live on /auth's lazily loaded pages.
import { z } from 'zod/mini';
import { LIMITS } from './limits';

/** 'Forgot password?': the address to send a reset link to. */
export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(LIMITS.emailMax, 'Please enter a valid email address'),
      z.email('Please enter a valid email address'),
    ),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The reset link's token and the new password (the sign-up rules). */
export const resetPasswordSchema = z.object({
  token: z
    .string()
    .check(z.minLength(1, 'This reset link is incomplete.'), z.maxLength(200, 'This reset link is invalid.')),
  password: z
    .string()
    .check(
      z.minLength(LIMITS.passwordMin, 'Password must be at least 8 characters'),
      z.maxLength(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
    ),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const passwordResetRequestedSchema = z.object({ message: z.string() });

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
  forgotLink: 'Forgot password?',
} as const;
