import { z } from 'zod';

/** The one error body every API failure uses. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

// The codes live in a zod-free module so the client's first-load bundle can use them without zod.
export { AI_ERROR_CODE_PREFIX, ERROR_CODES } from './error-codes';
