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
  /** A save's `base` no longer matches: a co-writer changed one of its fields since (details: their values). */
  blogFieldsChanged: 'blog_fields_changed',
  /** Set by the client when the server could not be reached (no HTTP answer). */
  network: 'network_error',
  /** Instagram: the OAuth `state` expired, was used, or belongs to another session. */
  instagramStateInvalid: 'instagram_state_invalid',
  instagramRateLimited: 'instagram_rate_limited',
  instagramUnavailable: 'instagram_unavailable',
  instagramAuthFailed: 'instagram_auth_failed',
  instagramRejected: 'instagram_rejected',
  /** Meta's deauthorize / data-deletion callback came without a valid signature. */
  invalidSignedRequest: 'invalid_signed_request',
  /** Publishing: the platform could not be reached to verify a connection. */
  platformUnavailable: 'platform_unavailable',
  /** Publishing: the platform refused the connection's credentials or address. */
  connectionRefused: 'connection_refused',
  aiAuthFailed: 'ai_auth_failed',
  aiRateLimited: 'ai_rate_limited',
  aiModelNotFound: 'ai_model_not_found',
  aiRequestRejected: 'ai_request_rejected',
  aiInvalidOutput: 'ai_invalid_output',
  aiTimeout: 'ai_timeout',
  aiUnavailable: 'ai_unavailable',
  /** The built-in writer cannot follow this assistant instruction (a model can). */
  builtinInstructionUnsupported: 'builtin_instruction_unsupported',
  /** The media store (S3-compatible object storage) cannot be reached: try again later. */
  storageUnavailable: 'storage_unavailable',
  /** A Range request for bytes past the end of a stored file (a video being seeked): 416. */
  rangeNotSatisfiable: 'range_not_satisfiable',
  /** The background job queue refused new work (database busy or shutting down): try again shortly. */
  jobsUnavailable: 'jobs_unavailable',
} as const;

/** Every failure of the AI provider has a code starting with this (ai_timeout, ai_rate_limited…). */
export const AI_ERROR_CODE_PREFIX = 'ai_';
