import { z } from 'zod';

/**
 * Ids of every table are PostgreSQL `integer`s (serial): 1 … 2^31−1. Every id the API accepts, in a
 * path or a body, goes through these schemas, so that no id ever reaches the database out of range.
 */
export const MAX_ID = 2_147_483_647;

export const ID_MESSAGES = {
  notNumber: 'The id must be a number',
  notFound: 'Resource not found',
} as const;

/**
 * An id in a JSON body. `message` is the field's own wording (e.g. 'Choose a platform connection'),
 * used for every failure: wrong type, fraction, zero or negative, or past the largest id.
 */
export function idField(message: string = ID_MESSAGES.notNumber) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
}

/**
 * `{id}` in a path: digits only (else 400), and a number outside 1 … 2^31−1 names nothing, so the
 * error handler answers it like any missing row (404; see server/plugins/errors.ts).
 */
export const pathId = z
  .string()
  .regex(/^\d+$/, ID_MESSAGES.notNumber)
  .transform((digits) => Math.min(Number(digits), Number.MAX_SAFE_INTEGER))
  .pipe(z.number().int().min(1, ID_MESSAGES.notFound).max(MAX_ID, ID_MESSAGES.notFound));

/** The one params schema of every `/…/{id}` route. */
export const idParamSchema = z.object({ id: pathId });

/**
 * Branded ids: at run time the number, at compile time a `BlogId` cannot be passed where a
 * `PromptId` (or a user's id) is expected, so services taking `(actor, id, input)` reject a swap.
 * Routes get them from the params schemas below; a branded id is still a `number` for repositories.
 */
export type UserId = number & z.$brand<'UserId'>;
export type BlogId = number & z.$brand<'BlogId'>;
export type PromptId = number & z.$brand<'PromptId'>;
export type SessionId = number & z.$brand<'SessionId'>;
export type AccountId = number & z.$brand<'AccountId'>;
export type ConnectionId = number & z.$brand<'ConnectionId'>;
export type PublicationId = number & z.$brand<'PublicationId'>;

const brandedParams = <B extends string>() => z.object({ id: pathId.brand<B>() });

/** `idParamSchema` with the id typed as the resource's (same validation, same OpenAPI). */
export const blogIdParams = brandedParams<'BlogId'>();
export const promptIdParams = brandedParams<'PromptId'>();
export const sessionIdParams = brandedParams<'SessionId'>();
export const accountIdParams = brandedParams<'AccountId'>();
export const connectionIdParams = brandedParams<'ConnectionId'>();
