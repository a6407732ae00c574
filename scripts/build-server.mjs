// Bundles the server (TypeScript → ESM) into dist/server; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', migrate: 'server/migrate.ts', 'reset-password': 'server/reset-password.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: 'linked',
  splitting: true,
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
});
console.log('server built → dist/server');
