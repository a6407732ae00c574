import { ERROR_CODES, type ErrorBody } from '@common/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, notFound, uniqueViolation } from '../lib/errors';
import type { App } from '../types';

/** Fastify's own client errors, worded for people. */
const FASTIFY_MESSAGES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Requests that change data must be sent as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.validation,
    message: 'The request body is empty; send a JSON body or no Content-Type.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.validation,
    message: 'The request body is not valid JSON.',
  },
};

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

export function registerErrorHandling(app: App) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A well-formed id outside 1 … 2^31−1 (or a key past its length) in the path names nothing.
      const outOfRange = err.validation.every((v) => v.keyword === 'too_big' || v.keyword === 'too_small');
      if (err.validationContext === 'params' && outOfRange) {
        const missing = notFound();
        return send(reply, missing.status, { message: missing.message, code: missing.code });
      }
      const fieldErrors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (fieldErrors[field] ??= []).push(v.message ?? 'Invalid value');
      }
      const first = err.validation[0]?.message ?? 'The request is not valid.';
      return send(reply, 400, { message: first, code: ERROR_CODES.validation, details: { fieldErrors } });
    }
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      if (err.status >= 500) request.log.error({ err }, err.message);
      return send(reply, err.status, {
        message: err.message,
        code: err.code,
        ...(err.details === undefined ? {} : { details: err.details }),
      });
    }
    const known = err.code ? FASTIFY_MESSAGES[err.code] : undefined;
    if (known) return send(reply, known.status, { message: known.message, code: known.code });
    if (uniqueViolation(err)) {
      return send(reply, 409, { message: 'That already exists.', code: ERROR_CODES.conflict });
    }
    if (err.statusCode === 429) {
      return send(reply, 429, {
        message: 'Too many requests. Please slow down and try again shortly.',
        code: ERROR_CODES.rateLimited,
      });
    }
    if (!isResponseSerializationError(err) && err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, err.statusCode, { message: err.message, code: ERROR_CODES.validation });
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, {
      message: 'Something went wrong on our side. Please try again.',
      code: ERROR_CODES.internal,
      requestId: String(request.id),
    });
  });
}
