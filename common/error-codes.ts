/** The `code` of every error body (common/errors.ts); shared by the server and the client. */
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
  /** A published blog refuses edits and deletion. */
  blogPublished: 'blog_published',
  /** Set by the client when the server could not be reached (no HTTP answer). */
  network: 'network_error',
} as const;

/** Every failure of the AI provider has a code starting with this (ai_timeout, ai_rate_limited…). */
export const AI_ERROR_CODE_PREFIX = 'ai_';
