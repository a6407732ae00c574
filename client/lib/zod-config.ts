/**
 * zod compiles object parsers with `new Function` unless told otherwise, and probes for it with a
 * caught `new Function('')`. The app's Content-Security-Policy refuses `eval` (and reports every
 * attempt as a violation), so the client turns the compiler off — without importing zod: zod keeps
 * its configuration in `globalThis.__zod_globalConfig` (shared by every copy of zod on the page), so
 * setting it here, first thing in client/main.tsx, holds for every schema whichever chunk builds it,
 * and zod itself stays out of the first load (docs/performance.md, "/auth first load").
 * client/lib/zod-config.test.ts checks that zod still reads it from there.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}
const holder = globalThis as typeof globalThis & ZodGlobal;
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
export {};
