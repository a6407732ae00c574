import { errorBodySchema } from '@common/errors';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../server/jobs/boss';
import { publisherFakes } from '../fakes/publishers/all';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { MISSING_ID, seedFuzzWorld } from './fuzz-seed';
import {
  BODY_TEXTS,
  fieldValues,
  jsonText,
  PATH_VALUES,
  QUERY_VALUES,
  sampleValue,
  type PropSchema,
} from './fuzz-values';
import { probeStream } from './stream-probe';

/**
 * Walks the server's own OpenAPI document and sends, for every operation and every path parameter
 * and body field, wrong types, empty and huge strings, NUL bytes, lone surrogates, huge and negative
 * numbers, 10 000-level nested objects, arrays for objects, missing and extra fields; every query
 * parameter and body field also gets well-formed values that cannot exist (30 February, year 0, ids
 * past int4, cursors naming either). No answer may
 * be a 5xx, and every 4xx carries the standard error body. Deterministic: the same cases every run.
 */

interface Operation {
  method: string;
  path: string;
  params: string[];
  /** Query parameters the document declares (cursor, limit, filters). */
  query?: string[];
  body?: PropSchema;
  /** A server-sent event stream: sent over real HTTP and read only until its first bytes. */
  stream?: true;
}

/** Signed-out routes: sent without the session cookie (logout would end the fuzzer's session). */
const SIGNED_OUT = new Set(['POST /api/login', 'POST /api/register', 'POST /api/logout']);
/**
 * Routes the OpenAPI document hides (streams, media, a status page): their parameters are fuzzed too.
 * Only `/api/` answers must carry the error body; the deletion status page is HTML for people.
 */
const HIDDEN: Operation[] = [
  { method: 'GET', path: '/api/collaborative-sessions/{id}/events', params: ['id'], stream: true },
  { method: 'GET', path: '/api/publications/events', params: [], stream: true },
  { method: 'GET', path: '/instagram/data-deletion/{code}', params: ['code'] },
  { method: 'GET', path: '/media/{key}', params: ['key'] },
];

let t: TestApp;
let boss: Awaited<ReturnType<typeof startJobs>>;
let world: Awaited<ReturnType<typeof seedFuzzWorld>>;
/** Where the app listens for the stream routes, which `inject` cannot end. */
let base: string;
const fakes = publisherFakes();

beforeAll(async () => {
  await fakes.start();
  t = await createTestApp({
    DEVTO_API_URL: fakes.devto.apiUrl,
    WPCOM_API_URL: fakes.wpcom.url,
    HASHNODE_API_URL: fakes.hashnode.url,
    MEDIUM_API_URL: fakes.medium.apiUrl,
    OUTBOUND_ALLOWLIST: fakes.hostPorts().join(','),
  });
  // The job queue runs as in production, so routes that queue work (exports, publishing) take their real path.
  boss = await startJobs(t.deps, pino({ level: 'silent' }));
  world = await seedFuzzWorld(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2_000 });
  await t.close();
  await fakes.close();
});

async function operations(): Promise<Operation[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content: Record<string, { schema: PropSchema }> };
        }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const body = op.requestBody?.content['application/json']?.schema;
      ops.push({ method: method.toUpperCase(), path, params, query, ...(body ? { body } : {}) });
    }
  }
  return ops;
}

const failures: string[] = [];
let sent = 0;
/** The statuses the stream routes answered (some must have opened a stream: 200). */
const streamed: number[] = [];

async function send(op: Operation, label: string, url: string, bodyText?: string) {
  const key = `${op.method} ${op.path}`;
  const headers: Record<string, string> = {};
  if (!SIGNED_OUT.has(key)) headers.cookie = world.cookie;
  if (op.method !== 'GET') Object.assign(headers, { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' });
  if (bodyText !== undefined) headers['content-type'] = 'application/json';
  sent += 1;
  const res = op.stream
    ? await probeStream(base, url, headers)
    : await t.app.inject({
        method: op.method as 'GET',
        url,
        headers,
        remoteAddress: '198.51.100.7',
        ...(bodyText === undefined ? {} : { payload: bodyText }),
      });
  if (op.stream) streamed.push(res.statusCode);
  const where = `${key} [${label}] ${url.length > 80 ? `${url.slice(0, 80)}…` : url}`;
  if (res.statusCode >= 500) {
    failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  } else if (res.statusCode >= 400 && url.startsWith('/api/')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      parsed = undefined;
    }
    if (!errorBodySchema.safeParse(parsed).success) {
      failures.push(`${where} → ${res.statusCode} without the error body: ${res.body.slice(0, 200)}`);
    }
  }
}

function urlFor(op: Operation, value?: string) {
  const key = `${op.method} ${op.path}`;
  const id = String(world.pathIds[key] ?? MISSING_ID);
  return op.path.replace(/\{(\w+)\}/g, () => value ?? id);
}

function baseBody(op: Operation): Record<string, unknown> {
  const sample = sampleValue({ ...op.body, type: 'object' }) as Record<string, unknown>;
  return { ...sample, ...world.baseBodies[`${op.method} ${op.path}`] };
}

async function fuzz(op: Operation) {
  for (const value of PATH_VALUES) {
    if (op.params.length) await send(op, `path ${value.slice(0, 20)}`, urlFor(op, value), op.body ? '{}' : undefined);
  }
  await send(op, 'hostile query', `${urlFor(op)}?id=2147483648&x=%00&y=%ED%A0%80&__proto__=1&x=2`);
  for (const name of op.query ?? []) {
    for (const value of QUERY_VALUES) {
      const encoded = /%[0-9A-F]{2}/.test(value) ? value : encodeURIComponent(value);
      await send(op, `${name}=${value.slice(0, 24)}`, `${urlFor(op)}?${name}=${encoded}`);
    }
  }
  if (op.method === 'GET') return;
  for (const { label, text } of BODY_TEXTS) await send(op, label, urlFor(op), text);
  if (!op.body) return;

  const base = baseBody(op);
  await send(op, 'extra fields', urlFor(op), jsonText({ ...base, unexpected: 'x', 'nul\u0000key': '\u0000' }));
  for (const field of op.body.required ?? []) {
    const { [field]: _dropped, ...rest } = base;
    await send(op, `missing ${field}`, urlFor(op), jsonText(rest));
  }
  for (const [field, schema] of Object.entries(op.body.properties ?? {})) {
    const valid = base[field] ?? sampleValue(schema);
    for (const { label, value } of fieldValues(valid)) {
      await send(op, `${field}: ${label}`, urlFor(op), jsonText({ ...base, [field]: value }));
    }
    for (const [sub, subSchema] of Object.entries(schema.properties ?? {})) {
      for (const { label, value } of fieldValues(sampleValue(subSchema))) {
        const nested = { ...(valid as object), [sub]: value };
        await send(op, `${field}.${sub}: ${label}`, urlFor(op), jsonText({ ...base, [field]: nested }));
      }
    }
  }
}

describe('OpenAPI fuzz', () => {
  it('answers every hostile input on every route with a 4xx error body or a success, never a 5xx', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThanOrEqual(45);
    for (const op of [...ops, ...HIDDEN]) await fuzz(op);
    expect(sent).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
    // The stream routes were reached, opened a stream for the real session and refused the rest.
    expect(streamed).toContain(200);
    expect(streamed.some((status) => status >= 400 && status < 500)).toBe(true);
  }, 180_000);
});
