// zod/mini keeps the /auth first load small (these schemas ship in the entry chunk); the server
// validates with the very same schemas through fastify-type-provider-zod.
import { z } from 'zod/mini';
import { LIMITS } from './limits';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const loginSchema = z.object({
  username: z
    .string()
    .check(z.trim(), z.minLength(1, 'Username is required'), z.maxLength(LIMITS.emailMax, 'Username is too long')),
  password: z
    .string()
    .check(z.minLength(1, 'Password is required'), z.maxLength(LIMITS.passwordMax, 'Password is too long')),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Full name is required'),
      z.maxLength(LIMITS.nameMax, `Full name must be at most ${LIMITS.nameMax} characters`),
    ),
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(LIMITS.usernameMin, 'Username must be at least 3 characters'),
      z.maxLength(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`),
      z.regex(USERNAME_PATTERN, 'Username may only contain letters, numbers, dots, dashes and underscores'),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(LIMITS.emailMax, 'Please enter a valid email address'),
      z.email('Please enter a valid email address'),
    ),
  password: z
    .string()
    .check(
      z.minLength(LIMITS.passwordMin, 'Password must be at least 8 characters'),
      z.maxLength(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
    ),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The signed-in user as every endpoint presents it. Never carries the password hash. */
export const publicUserSchema = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whether a link sent to `email` was opened (docs/decisions/036-email-verification.md). */
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Login response: the user plus a public handle of the session (never the cookie secret). */
export const loginResultSchema = z.extend(publicUserSchema, { sessionId: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;
