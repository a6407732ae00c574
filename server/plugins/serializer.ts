import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialisation. A GET route's 2xx body is written by a serializer compiled once from its
 * zod contract (fast-json-stringify over the contract's JSON Schema): it writes only the declared
 * fields, in a fixed order, without walking the value through zod on every request. Every other
 * response, and any contract JSON Schema cannot express exactly (unions, transforms, codecs…), keeps
 * the zod serializer, which checks the value against the contract before writing it.
 *
 * With `verify` (tests and development) the compiled path checks the value with zod first as well,
 * so a presenter that drifts from its contract fails the test suite exactly as before.
 */
type JsonSchema = Record<string, unknown>;

const zodSerializerCompiler = createSerializerCompiler({});

/** Keywords whose presence means fast-json-stringify would have to choose at run time (ajv): keep zod. */
const RUNTIME_CHOICE = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'patternProperties']);

/**
 * The JSON Schema fast-json-stringify compiles to the same output as zod, or undefined. A nullable
 * scalar (`anyOf: [{type: T}, {type: 'null'}]`) becomes `type: [T, 'null']`; anything else with a
 * run-time choice is refused.
 */
export function compilableJsonSchema(schema: z.core.$ZodType): JsonSchema | undefined {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07' }) as JsonSchema;
  } catch {
    return undefined;
  }
  delete json.$schema;
  return normalize(json);
}

function normalize(node: unknown): JsonSchema | undefined {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
  let out = { ...(node as JsonSchema) };
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nonNull = anyOf.filter((s: JsonSchema) => s?.type !== 'null');
    const only = nonNull[0] as JsonSchema | undefined;
    if (nonNull.length === 1 && only && typeof only.type === 'string' && only.type !== 'object') {
      delete out.anyOf;
      out = { ...out, ...only, type: [only.type, 'null'] };
    }
  }
  for (const key of Object.keys(out)) if (RUNTIME_CHOICE.has(key)) return undefined;
  if (out.properties) {
    const props: JsonSchema = {};
    for (const [k, v] of Object.entries(out.properties as JsonSchema)) {
      const n = normalize(v);
      if (!n) return undefined;
      props[k] = n;
    }
    out.properties = props;
  }
  if (out.items !== undefined) {
    const items = normalize(out.items);
    if (!items) return undefined;
    out.items = items;
  }
  if (out.additionalProperties && typeof out.additionalProperties === 'object') {
    const extra = normalize(out.additionalProperties);
    if (!extra) return undefined;
    out.additionalProperties = extra;
  }
  return out;
}

/** A serializer for one response contract: compiled when possible (see above), else zod's. */
export function responseSerializer(
  schema: z.core.$ZodType,
  route: { method: string; url: string },
  verify: boolean,
): (data: unknown) => string {
  const checked = zodSerializerCompiler({ schema, method: route.method, url: route.url, httpStatus: '200' });
  const json = compilableJsonSchema(schema);
  if (!json) return checked;
  const compiled = fastJson(json, { rounding: 'round' });
  if (!verify) return compiled;
  return (data) => {
    checked(data); // throws the zod serializer's ResponseSerializationError on a drifted value
    return compiled(data);
  };
}

/** The app's serializer compiler: compiled serializers for GET 2xx bodies, zod's for the rest. */
export function serializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<z.core.$ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    if (method === 'GET' && /^2\d\d$/.test(String(httpStatus)))
      return responseSerializer(schema, { method, url }, options.verify);
    return zodSerializerCompiler({ schema, method, url, httpStatus });
  };
}
