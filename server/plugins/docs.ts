import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../types';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerDocs(app: App) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Inkgram API', version: '1.0.0', description: 'Cookie-authenticated JSON API of Inkgram.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'inkgram_sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
