/**
 * Hostile and clumsy inputs for the OpenAPI fuzz: one bounded list of values for every body field,
 * one for every path parameter, and whole-body shapes. JSON text that JSON.stringify cannot produce
 * (nesting 10 000 levels deep) is spliced in through a placeholder string.
 */
import { IMPOSSIBLE_CURSORS } from '../helpers/pagination';

export const DEPTH = 10_000;
const DEEP_PLACEHOLDER = '\u0001fuzz-deep-object\u0001';
export const DEEP_OBJECT_TEXT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
export const DEEP_ARRAY_TEXT = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;

/** A value that serializes to a 10 000-level nested object (see `jsonText`). */
export const deepObject = DEEP_PLACEHOLDER;

/** JSON text of a body, with every deep-object placeholder replaced by the real nested text. */
export function jsonText(body: unknown): string {
  return JSON.stringify(body).replaceAll(JSON.stringify(DEEP_PLACEHOLDER), DEEP_OBJECT_TEXT);
}

/** Values sent in place of every body field, whatever its declared type. */
export function fieldValues(valid: unknown): { label: string; value: unknown }[] {
  return [
    { label: 'null', value: null },
    { label: 'empty string', value: '' },
    { label: 'blank string', value: '   ' },
    { label: 'huge string', value: 'x'.repeat(100_000) },
    { label: 'NUL byte', value: 'a\u0000b' },
    { label: 'only NUL', value: '\u0000' },
    { label: 'lone high surrogate', value: 'a\uD800b' },
    { label: 'lone low surrogate', value: '\uDC00' },
    { label: 'emoji and NBSP', value: '\u00A0😀 é 中文\u00A0' },
    { label: 'markup', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
    { label: 'zero', value: 0 },
    { label: 'negative', value: -1 },
    { label: '2^31', value: 2 ** 31 },
    { label: '-(2^31)-1', value: -(2 ** 31) - 1 },
    { label: '2^53+1', value: 2 ** 53 + 1 },
    { label: '1e308', value: 1e308 },
    { label: 'fraction', value: 1.5 },
    { label: 'true', value: true },
    { label: 'false', value: false },
    { label: 'empty object', value: {} },
    { label: 'empty array', value: [] },
    { label: 'array of the valid value', value: [valid ?? 'x'] },
    { label: 'object with NUL key', value: { 'k\u0000': 'v\u0000', '\uD800': 1 } },
    { label: 'deep object', value: deepObject },
    ...IMPOSSIBLE_VALUES,
  ];
}

/**
 * Well-formed values no row or calendar has: dates that do not exist (30 February, 29 February of a
 * common year, year 0, hour 24), dates past what JavaScript or PostgreSQL hold, ids at and past the bounds.
 */
export const IMPOSSIBLE_VALUES: { label: string; value: unknown }[] = [
  { label: '30 February', value: '2020-02-30T00:00:00Z' },
  { label: '29 February 2021', value: '2021-02-29' },
  { label: '29 February 2021 at noon', value: '2021-02-29T12:00:00+02:00' },
  { label: 'year 0', value: '0000-01-01' },
  { label: 'year 0 instant', value: '0000-01-01T00:00:00Z' },
  { label: 'hour 24', value: '2024-01-01T24:00:00Z' },
  { label: 'past JavaScript dates', value: '+275760-09-14T00:00:00Z' },
  { label: 'year 9999', value: '9999-12-31T23:59:59.999999Z' },
  { label: 'largest id', value: 2_147_483_647 },
  { label: 'id past int4', value: 2_147_483_648 },
  { label: 'largest id as text', value: '2147483647' },
];

/** Values of every query parameter (cursors, limits, id lists, formats): impossible, at the bounds, hostile. */
export const QUERY_VALUES: string[] = [
  ...IMPOSSIBLE_CURSORS,
  ...IMPOSSIBLE_VALUES.map(({ value }) => String(value)),
  '0',
  '-1',
  '2147483648',
  '2147483647,2147483648',
  '1,'.repeat(500),
  '%00',
  '%ED%A0%80',
  'x'.repeat(3000),
];

/** Values of a numeric path parameter (`/api/blogs/{id}`), URL-encoded as a browser would send them. */
export const PATH_VALUES = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9'.repeat(400),
  '%00',
  '1%00',
  '%20',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%C0%AF',
  'x'.repeat(3000),
];

/** Whole bodies: not an object, not JSON, empty, deep. Each is raw JSON text (or not). */
export const BODY_TEXTS: { label: string; text: string }[] = [
  { label: 'array body', text: '[]' },
  { label: 'null body', text: 'null' },
  { label: 'string body', text: '"x"' },
  { label: 'number body', text: '1e308' },
  { label: 'truncated JSON', text: '{"title":' },
  { label: 'empty body', text: '' },
  { label: 'deep object body', text: DEEP_OBJECT_TEXT },
  { label: 'deep array body', text: DEEP_ARRAY_TEXT },
  { label: 'proto pollution', text: '{"__proto__":{"isAdmin":true}}' },
  { label: 'constructor pollution', text: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { label: 'NUL in a key', text: '{"\\u0000":"\\u0000","\\ud800":"\\udc00"}' },
];

/** A JSON-schema property, as far as the fuzz needs one. */
export interface PropSchema {
  type?: string;
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
  properties?: Record<string, PropSchema>;
  required?: string[];
  anyOf?: PropSchema[];
  default?: unknown;
}

/** A minimal valid-looking value for a schema (ids and texts that need realism come from the seeds). */
export function sampleValue(schema: PropSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const s = schema.anyOf?.[0] ?? schema;
  switch (s.type) {
    case 'string':
      return 'fuzz text here'.padEnd(Math.max(s.minLength ?? 1, 14), '.');
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sampleValue(s.properties?.[key] ?? {});
      return out;
    }
    default:
      return 'x';
  }
}
