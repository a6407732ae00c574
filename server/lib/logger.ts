import type { FastifyServerOptions } from 'fastify';

/**
 * The app's logger options, and the one redaction mechanism every log line passes through:
 * - a field whose name looks secret (SECRET_FIELD, case-insensitive, at any depth) is replaced by
 *   [Filtered], whatever its value: passwords and their hashes, tokens, keys, secrets, cookies,
 *   authorization headers, and the bound parameters of SQL queries (`params` of Drizzle and PGlite);
 * - every string (message, stack, pg `detail`…) loses what carries bound values: the `params: …`
 *   tail of a Drizzle "Failed query" message, PostgreSQL's "Failing row contains (…)" and
 *   "Key (…)=(…)" values, and anything shaped like an Argon2 hash;
 * - errors, wherever they sit, are serialized by the same rules (causes included), so the log keeps
 *   the error type, code, SQL text and stack, never the values.
 */
export const FILTERED = '[Filtered]';

/** Field names never written with their value (OWASP logging: no credentials, session ids or secrets). */
export const SECRET_FIELD = /passw|pwd|hash|token|key|secret|authori[sz]ation|cookie|credential|params|signature/i;

const MAX_DEPTH = 8;

const DRIZZLE_PARAMS = /(\nparams: )[\s\S]*$/;
const FAILING_ROW = /(Failing row contains \()[\s\S]*\)/;
const KEY_VALUE = /(Key \([\s\S]*?\)=\()[\s\S]*\)/;
const ARGON2 = /\$argon2(?:id|i|d)\$[\w$=,.+/-]*/g;

/** A string without the bound values that database errors put in their messages. */
export function scrubText(text: string): string {
  let out = text;
  if (out.includes('params: ')) out = out.replace(DRIZZLE_PARAMS, `$1${FILTERED}`);
  if (out.includes('Failing row contains (')) out = out.replace(FAILING_ROW, `$1${FILTERED})`);
  if (out.includes('Key (')) out = out.replace(KEY_VALUE, `$1${FILTERED})`);
  if (out.includes('$argon2')) out = out.replace(ARGON2, FILTERED);
  return out;
}

/** The stack with its header (which repeats the message) scrubbed like the message; frames kept. */
function scrubStack(stack: string | undefined, message: string): string | undefined {
  if (stack === undefined) return undefined;
  const at = message ? stack.indexOf(message) : -1;
  if (at < 0) return scrubText(stack);
  return scrubText(stack.slice(0, at)) + scrubText(message) + stack.slice(at + message.length);
}

type Seen = WeakSet<object>;

function serializeError(err: Error, depth: number, seen: Seen): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: err.constructor?.name || err.name,
    message: scrubText(String(err.message)),
    stack: scrubStack(err.stack, String(err.message)),
  };
  for (const [k, v] of Object.entries(err)) {
    if (!(k in out)) out[k] = field(k, v, depth, seen);
  }
  if (!('cause' in out) && err.cause !== undefined) out.cause = scrubValue(err.cause, depth + 1, seen);
  if (err instanceof AggregateError && !('errors' in out)) out.errors = scrubValue(err.errors, depth + 1, seen);
  return out;
}

const field = (key: string, value: unknown, depth: number, seen: Seen) =>
  SECRET_FIELD.test(key) ? FILTERED : scrubValue(value, depth + 1, seen);

/** A copy of any loggable value with the rules above applied (cycles and depth bounded). */
export function scrubValue(value: unknown, depth = 0, seen: Seen = new WeakSet()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (ArrayBuffer.isView(value)) return `[${value.constructor.name} of ${value.byteLength} bytes]`;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Object]';
  seen.add(value);
  if (value instanceof Error) return serializeError(value, depth, seen);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1, seen));
  const entries =
    value instanceof Map ? [...value.entries()].map(([k, v]) => [String(k), v] as const) : Object.entries(value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) out[k] = field(k, v, depth, seen);
  return out;
}

/** Query parameters that carry credentials: Instagram tokens and secrets, OAuth codes and states. */
const SENSITIVE_QUERY = /([?&](?:access_token|client_secret|code|state|signed_request)=)[^&#]*/gi;

/** A request URL fit for logs: sensitive query values replaced by [Filtered]. */
export const redactUrlQuery = (url: string) => url.replace(SENSITIVE_QUERY, `$1${FILTERED}`);

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

type SerializedError = { type: string; message: string; stack: string } & Record<string, unknown>;

/** The `err` serializer: an error (or whatever was logged as `err`) under the rules above. */
function serializeErr(err: unknown): SerializedError {
  const out = scrubValue(err);
  if (out && typeof out === 'object' && !Array.isArray(out)) return out as SerializedError;
  return { type: typeof err, message: String(out), stack: '' };
}

/** Keys whose values have their own serializer below (or Fastify's, for `res`): not walked twice. */
const SERIALIZED = new Set(['req', 'res', 'err']);

/**
 * pino's log-method hook: an error logged on its own (`log.error(err)`, `log.error({ err })`) gets
 * its scrubbed message as the line's message (pino would copy the raw one), and string arguments
 * are scrubbed too.
 */
function logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
  const [first, ...rest] = args;
  let out = args;
  if (first instanceof Error) {
    out = [{ err: first }, ...(rest.length ? rest : [first.message])];
  } else if (first && typeof first === 'object' && rest.length === 0) {
    const err = (first as { err?: unknown }).err;
    if (err instanceof Error) out = [first, err.message];
  }
  method.apply(
    this,
    out.map((a) => (typeof a === 'string' ? scrubText(a) : a)),
  );
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    hooks: { logMethod },
    formatters: {
      log(object: Record<string, unknown>) {
        const out: Record<string, unknown> = {};
        const seen: Seen = new WeakSet();
        for (const [k, v] of Object.entries(object)) {
          out[k] = SERIALIZED.has(k) ? v : field(k, v, 0, seen);
        }
        return out;
      },
    },
    serializers: {
      err: serializeErr,
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrlQuery(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
