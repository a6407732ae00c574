import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loginResultSchema, publicUserSchema } from '@common/auth';
import { blogSchema, blogSummarySchema } from '@common/blogs';
import { generatedBlogSchema, writerInfoSchema } from '@common/blog-generation';
import { contributionSchema, sessionSchema } from '@common/collaborative-sessions';
import { errorBodySchema } from '@common/errors';
import { instagramAccountSchema, instagramPostSchema } from '@common/instagram';
import { promptSchema, promptSuggestionSchema } from '@common/prompts';
import { connectionSchema, platformSchema, publicationSchema } from '@common/publishing';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { App } from '../types';

/**
 * The shared contracts that appear in the document as named components (`#/components/schemas/Blog`)
 * rather than inline, so the generated client types read `components['schemas']['Blog']`.
 */
const NAMED_SCHEMAS: Record<string, $ZodType> = {
  ErrorBody: errorBodySchema,
  User: publicUserSchema,
  LoginResult: loginResultSchema,
  Blog: blogSchema,
  BlogSummary: blogSummarySchema,
  GeneratedBlog: generatedBlogSchema,
  Writer: writerInfoSchema,
  InstagramAccount: instagramAccountSchema,
  InstagramPost: instagramPostSchema,
  WritingPrompt: promptSchema,
  WritingPromptSuggestion: promptSuggestionSchema,
  CollaborativeSession: sessionSchema,
  Contribution: contributionSchema,
  PublishingPlatform: platformSchema,
  PlatformConnection: connectionSchema,
  Publication: publicationSchema,
};

function namedSchemas() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) registry.add(schema, { id });
  return registry;
}

const schemaRegistry = namedSchemas();
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry });
const componentsTransform = createJsonSchemaTransformObject({ schemaRegistry });

/** The document's components, less the input variants (`BlogInput`…) that no operation references. */
function jsonSchemaTransformObject(input: Parameters<typeof componentsTransform>[0]) {
  const document = componentsTransform(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  for (let pruned = true; pruned;) {
    pruned = false;
    const text = JSON.stringify({ ...document, components: { ...document.components, schemas } });
    for (const id of Object.keys(schemas)) {
      const unused = !text.includes(`"#/components/schemas/${id}"`);
      if (id.endsWith('Input') && NAMED_SCHEMAS[id.slice(0, -'Input'.length)] && unused) {
        delete schemas[id];
        pruned = true;
      }
    }
  }
  return document as ReturnType<typeof componentsTransform>;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = NonNullable<TransformInput['schema']> & { response?: Record<string, unknown> };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What each status code means in this API (the error body is always `{message, code, details?}`). */
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work continues in the background',
  204: 'Done, no content',
  400: 'The request is invalid: `details` lists the fields',
  401: 'Not signed in, or the session has expired',
  403: 'Not allowed: not the owner, or a cross-site request',
  404: 'Not found (another user’s resource answers the same)',
  409: 'Conflicts with the current state (a published blog cannot change)',
  422: 'The input could not be processed',
  429: 'Too many requests: wait and retry',
  502: 'An external service (AI provider, Instagram, a publishing platform) failed',
  504: 'An external service took too long',
};

/** The security scheme of every route guarded by requireUser: the HttpOnly session cookie. */
export const SESSION_SCHEME = 'session';

function hasPreHandler(route: RouteOptions, handler: unknown): boolean {
  return [route.preHandler].flat().includes(handler as never);
}

/**
 * Route schema → OpenAPI operation: fastify-type-provider-zod's zod → JSON Schema transform, plus
 * what the plugins add to every route, so no route has to repeat it: the session security and its
 * 401 on routes guarded by requireUser, the 403 of the same-origin check on state-changing routes,
 * and a description per status code.
 */
function documentRoute(app: App) {
  return (input: TransformInput) => {
    const schema = input.schema as RouteSchema | undefined;
    if (!schema || schema.hide) return jsonSchemaTransform(input);
    const route = input.route as RouteOptions;
    const authenticated = hasPreHandler(route, app.requireUser);
    const stateChanging = [route.method].flat().some((m) => !SAFE_METHODS.has(m)) && !route.config?.skipOriginCheck;
    const response = {
      ...(authenticated ? { 401: errorBodySchema } : {}),
      ...(stateChanging ? { 403: errorBodySchema } : {}),
      ...schema.response,
    };
    const security = { security: authenticated ? [{ [SESSION_SCHEME]: [] }] : [] };
    const out = jsonSchemaTransform({ ...input, schema: { ...schema, ...security, response } });
    const responses = (out.schema as RouteSchema).response ?? {};
    for (const [status, entry] of Object.entries(responses)) {
      const described = entry as Record<string, unknown>;
      if (!described.description && RESPONSE_DESCRIPTIONS[status]) {
        // A $ref schema loses its other keywords on resolution: there, `description` carries it.
        described[described.$ref ? 'description' : 'x-response-description'] = RESPONSE_DESCRIPTIONS[status];
      }
    }
    return out;
  };
}

/** OpenAPI 3.1 generated from the routes' zod schemas, served at /api/docs/json and browsable at /api/docs. */
export async function registerDocs(app: App) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Inkgram API',
        version: '1.0.0',
        description:
          'JSON API of Inkgram. Sign in with POST /api/login: the session travels in an HttpOnly cookie. ' +
          'State-changing requests must come from the app’s own origin. Every error answers ' +
          '`{message, code, details?}`.',
      },
      // Relative: the server that serves this document (its address is PUBLIC_URL, set per deployment).
      servers: [{ url: '/', description: 'The Inkgram server that serves this document' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: app.sessions.cookieName,
            description: 'The session cookie set by POST /api/login and POST /api/register.',
          },
        },
      },
    },
    transform: documentRoute(app),
    transformObject: jsonSchemaTransformObject,
  });
  // No staticCSP: the docs pages keep the app's Content-Security-Policy (server/plugins/security.ts);
  // Swagger UI's page loads only same-origin scripts (its validator badge is off by default).
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
