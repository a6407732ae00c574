import { z } from 'zod';

/** The one error body every API failure uses. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  internal: 'internal_error',
} as const;
