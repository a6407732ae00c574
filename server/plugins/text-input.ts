import { cleanJson, cleanText, TooDeepError } from '@common/text';
import { badRequest } from '../lib/errors';
import type { App } from '../types';

/** Path parameters and query strings are flat records of strings (or lists of them, in a query). */
function cleanRecord(record: unknown): unknown {
  if (record === null || typeof record !== 'object') return record;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [cleanText(key), cleanJson(value)]));
}

/**
 * Where text enters: every string (and object key) of the parsed body, the path parameters and the
 * query is cleaned once, before validation, by the rule of common/text.ts (NUL dropped, lone
 * surrogates replaced). Services, the database and the publishers only ever see well-formed text.
 */
export function registerTextInput(app: App) {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (request.body !== undefined) request.body = cleanJson(request.body);
    } catch (err) {
      return done(err instanceof TooDeepError ? badRequest(err.message) : (err as Error));
    }
    request.params = cleanRecord(request.params);
    request.query = cleanRecord(request.query);
    done();
  });
}
