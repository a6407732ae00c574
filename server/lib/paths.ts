import { fileURLToPath } from 'node:url';

/**
 * Paths from the repository root. This module sits two levels below it both as source
 * (server/lib/paths.ts) and in the bundle (dist/server/main.js), so the same relative hop works in
 * dev, tests and production.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
export const CLIENT_DIST_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));
