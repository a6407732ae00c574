import { z } from 'zod';
import { LIMITS } from './limits';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(LIMITS.emailMax, 'Username is too long'),
  password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(LIMITS.nameMax, `Full name must be at most ${LIMITS.nameMax} characters`),
  username: z
    .string()
    .trim()
    .min(LIMITS.usernameMin, 'Username must be at least 3 characters')
    .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
    .regex(USERNAME_PATTERN, 'Username may only contain letters, numbers, dots, dashes and underscores'),
  email: z.string().trim().max(LIMITS.emailMax, 'Please enter a valid email address').email('Please enter a valid email address'),
  password: z
    .string()
    .min(LIMITS.passwordMin, 'Password must be at least 8 characters')
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The signed-in user as every endpoint presents it. Never carries the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Login response: the user plus a public handle of the session (never the cookie secret). */
export const loginResultSchema = publicUserSchema.extend({ sessionId: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;
