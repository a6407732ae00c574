import { ERROR_CODES } from '@common/errors';
import {
  APICallError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
  JSONParseError,
  InvalidResponseDataError,
  EmptyResponseBodyError,
} from 'ai';
import { AppError } from '../../lib/errors';
import { parseRetryAfter } from '@common/retry-after';

export const AI_MESSAGES = {
  auth: 'The AI provider refused the API key. Ask the administrator to check AI_API_KEY.',
  rateLimited: 'The AI provider is over its rate limit or quota. Please try again in a minute.',
  modelNotFound: (model: string) =>
    `The AI provider does not know the model "${model}". Ask the administrator to check AI_MODEL.`,
  unavailable: 'The AI provider is unavailable right now. Please try again shortly.',
  timeout: 'The AI provider took too long to answer. Please try again.',
  invalidOutput: 'The AI provider returned an answer Inkgram could not use. Please try again.',
  refused: 'The AI provider refused this request.',
} as const;

function unwrap(error: unknown): unknown {
  if (RetryError.isInstance(error)) return error.lastError;
  if (error instanceof Error && error.cause && !APICallError.isInstance(error)) {
    const inner = error.cause;
    if (APICallError.isInstance(inner) || RetryError.isInstance(inner)) return unwrap(inner);
  }
  return error;
}

function isTimeout(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 5; i++) {
    if (e instanceof Error && (e.name === 'TimeoutError' || /timed? ?out/i.test(e.message))) return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}

/**
 * Classifies a provider failure (docs/architecture.md §4: auth, rate_limited, transient, invalid
 * content, permanent) into the AppError the user sees. Aborts by the user pass through.
 */
export function classifyAiError(error: unknown, model: string): AppError | unknown {
  if (error instanceof AppError) return error;
  const e = unwrap(error);
  if (APICallError.isInstance(e)) {
    const status = e.statusCode ?? 0;
    // A 2xx whose body could not be read (truncated or malformed JSON).
    if (status >= 200 && status < 300) return new AppError(502, ERROR_CODES.aiInvalidOutput, AI_MESSAGES.invalidOutput);
    if (status === 401 || status === 403) return new AppError(502, ERROR_CODES.aiAuthFailed, AI_MESSAGES.auth);
    if (status === 429) {
      const retryAfter = parseRetryAfter(e.responseHeaders?.['retry-after']);
      const headers =
        retryAfter !== undefined && retryAfter > 0 ? { 'retry-after': String(Math.ceil(retryAfter)) } : undefined;
      return new AppError(429, ERROR_CODES.aiRateLimited, AI_MESSAGES.rateLimited, undefined, headers);
    }
    if (status === 404) return new AppError(502, ERROR_CODES.aiModelNotFound, AI_MESSAGES.modelNotFound(model));
    if (status === 400 || status === 422) {
      if (
        /model/i.test(e.responseBody ?? '') &&
        /not (found|exist)|unknown|invalid model/i.test(e.responseBody ?? '')
      ) {
        return new AppError(502, ERROR_CODES.aiModelNotFound, AI_MESSAGES.modelNotFound(model));
      }
      return new AppError(502, ERROR_CODES.aiRequestRejected, AI_MESSAGES.refused);
    }
    if (isTimeout(e)) return new AppError(504, ERROR_CODES.aiTimeout, AI_MESSAGES.timeout);
    return new AppError(502, ERROR_CODES.aiUnavailable, AI_MESSAGES.unavailable);
  }
  if (isTimeout(e) || isTimeout(error)) return new AppError(504, ERROR_CODES.aiTimeout, AI_MESSAGES.timeout);
  if (
    NoObjectGeneratedError.isInstance(e) ||
    NoOutputGeneratedError.isInstance(e) ||
    TypeValidationError.isInstance(e) ||
    JSONParseError.isInstance(e) ||
    InvalidResponseDataError.isInstance(e) ||
    EmptyResponseBodyError.isInstance(e)
  ) {
    return new AppError(502, ERROR_CODES.aiInvalidOutput, AI_MESSAGES.invalidOutput);
  }
  // The caller's own abort is re-thrown before classification: an abort here is the time limit.
  if (e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError')) {
    return new AppError(504, ERROR_CODES.aiTimeout, AI_MESSAGES.timeout);
  }
  if (e instanceof TypeError && /fetch failed/i.test(e.message))
    return new AppError(502, ERROR_CODES.aiUnavailable, AI_MESSAGES.unavailable);
  return new AppError(502, ERROR_CODES.aiUnavailable, AI_MESSAGES.unavailable);
}

const FALLBACK_REASONS: Record<string, string> = {
  ai_auth_failed: 'refused the API key',
  ai_rate_limited: 'is over its rate limit or quota',
  ai_model_not_found: 'does not know the configured model',
  ai_timeout: 'took too long to answer',
  ai_invalid_output: 'returned an answer Inkgram could not use',
  ai_request_rejected: 'refused this request',
};

/** Shown with a result the built-in writer made because the configured model failed. */
export function fallbackNote(label: string, code: string): string {
  const reason = FALLBACK_REASONS[code] ?? 'is unavailable right now';
  return `The AI writer (${label}) ${reason}, so the built-in writer filled this in. Edit anything before saving.`;
}
