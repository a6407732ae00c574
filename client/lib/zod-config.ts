import { z } from 'zod/mini';

/**
 * zod compiles object parsers with `new Function` unless told otherwise, and probes for it with a
 * caught `new Function('')`. The app's Content-Security-Policy refuses `eval` (and reports every
 * attempt as a violation), so the client turns the compiler off. This module must run before any
 * schema is built: client/main.tsx imports it first.
 */
z.config({ jitless: true });
