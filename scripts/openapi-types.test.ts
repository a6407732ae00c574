import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, buildOpenApiDocument, renderApiTypes } from './openapi-lib.mjs';

describe('client/lib/api-types.gen.ts', () => {
  it('is up to date with the OpenAPI document of the current routes (else: npm run gen:api-types)', async () => {
    const expected = await renderApiTypes(await buildOpenApiDocument());
    const current = readFileSync(API_TYPES_FILE, 'utf8');
    expect(current === expected, 'client/lib/api-types.gen.ts is out of date: run npm run gen:api-types').toBe(true);
  }, 60_000);

  it('changes when a route’s documented contract changes', async () => {
    const document = await buildOpenApiDocument();
    const before = await renderApiTypes(document);
    document.paths['/api/blogs']!.get!.summary = 'A different summary';
    expect(await renderApiTypes(document)).not.toBe(before);
  }, 60_000);
});
