/** A NUL or any surrogate (paired ones, as in emoji, are kept). NUL is matched on purpose. */
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The one rule for text entering Inkgram (request bodies, paths, queries, Instagram captions): NUL
 * bytes are dropped (PostgreSQL text cannot hold them) and lone UTF-16 surrogates become U+FFFD
 * (they cannot be encoded as UTF-8, so encodeURIComponent and the database refuse them).
 */
export function cleanText(value: string): string {
  if (!SUSPECT.test(value)) return value;
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Deepest JSON nesting accepted anywhere (the app's own bodies are at most 3 levels deep). */
export const MAX_JSON_DEPTH = 32;

export class TooDeepError extends Error {
  constructor() {
    super(`The request is nested more than ${MAX_JSON_DEPTH} levels deep.`);
    this.name = 'TooDeepError';
  }
}

/**
 * A copy of a parsed JSON value with `cleanText` applied to every string and every object key.
 * Iterative (a 10 000-level body cannot overflow the stack); throws TooDeepError past MAX_JSON_DEPTH.
 */
export function cleanJson<T>(root: T): T {
  if (typeof root === 'string') return cleanText(root) as T;
  if (!isPlainJson(root)) return root;
  const out = copyShell(root);
  const stack: { from: object; to: Record<string, unknown> | unknown[]; depth: number }[] = [
    { from: root, to: out, depth: 1 },
  ];
  while (stack.length) {
    const { from, to, depth } = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) throw new TooDeepError();
    for (const [key, value] of Object.entries(from)) {
      let copy: unknown = value;
      if (typeof value === 'string') copy = cleanText(value);
      else if (isPlainJson(value)) {
        copy = copyShell(value);
        stack.push({ from: value, to: copy as Record<string, unknown>, depth: depth + 1 });
      }
      if (Array.isArray(to)) to.push(copy);
      else defineEntry(to, cleanText(key), copy);
    }
  }
  return out as T;
}

/** Arrays and plain objects; anything else (a Buffer body, a Date) is passed through untouched. */
function isPlainJson(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function copyShell(value: object): Record<string, unknown> | unknown[] {
  return Array.isArray(value) ? [] : {};
}

/** Own data property even for a key like `__proto__` (never the prototype setter). */
function defineEntry(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
