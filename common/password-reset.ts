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

export { PASSWORD_RESET_COPY, RESET_LINK_MINUTES } from './copy-password-reset';
