import { errorBodySchema } from '@common/errors';
import type { App } from '../types';

/** The error statuses a route may document: each answers with the one error body (`{ message, code, details? }`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 502 | 503 | 504;

/** The `response` entries of `statuses`, all the standard error body (see server/plugins/errors). */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorBodySchema } {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as { [K in S[number]]: typeof errorBodySchema };
}

/**
 * What the routes of a signed-in resource share: `base` (the requireUser pre-handler, spread into
 * each route's options), the OpenAPI `tags` and the documented `errors` (spread into `response`).
 */
export function signedInRoutes<const S extends readonly ErrorStatus[]>(app: App, tag: string, ...statuses: S) {
  return { base: { preHandler: app.requireUser }, tags: [tag], errors: errorResponses(...statuses) };
}
