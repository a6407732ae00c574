// `npm run gen:api-types`: writes client/lib/api-types.gen.ts, the TypeScript types of the OpenAPI
// document (openapi-typescript). `--check` only compares and exits 1 when the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_TYPES_FILE, buildOpenApiDocument, renderApiTypes, ROOT } from './openapi-lib.mjs';

const text = await renderApiTypes(await buildOpenApiDocument());
const shown = path.relative(ROOT, API_TYPES_FILE);
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(API_TYPES_FILE, 'utf8');
  } catch {
    // a missing file is out of date too
  }
  if (current !== text) {
    console.error(`${shown} is out of date with the OpenAPI document: run npm run gen:api-types`);
    process.exit(1);
  }
  console.log(`${shown} is up to date`);
} else {
  writeFileSync(API_TYPES_FILE, text);
  console.log(`wrote ${shown}`);
}
