import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { FIRST_VIEW_CHUNK } from './common/constants';

/** The libraries of the signed-in pages' controls (menus, dialogs, forms, dates, the API client). */
const UI_LIBRARIES =
  /node_modules[\\/](@radix-ui|radix-ui|@floating-ui|react-remove-scroll[^\\/]*|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib|detect-node-es|react-hook-form|@hookform|date-fns|openapi-fetch)[\\/]/;

/** client/components/ui and client/lib, but not the sanitizer or the word diff (only some pages use them). */
const APP_UI = /client[\\/](?:components[\\/]ui|lib)[\\/](?!sanitize|word-diff|diff-parts)[^\\/]+$/;

/**
 * The editor's first view (docs/decisions/050-first-view-data-in-the-page.md): the page's frame, the
 * saved text's preview, the sanitizer it renders through and the one icon, which its first frame waits for.
 */
const FIRST_VIEW =
  /(?:client[\\/](?:features[\\/]blogs[\\/](?:EditPageShell|edit-frame)|components[\\/]editor[\\/](?:EditorPreview|frame)|lib[\\/]sanitize)\.tsx?$|node_modules[\\/](?:dompurify[\\/]|lucide-react[\\/].*arrow-left))/;

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, once, at the
 * highest levels: the server sends them as they are (@fastify/static `preCompressed`), so no
 * request pays for compression.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
  let outDir = '';
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  return {
    name: 'inkgram-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  root: r('./client'),
  publicDir: r('./client/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@common': r('./common'),
      '@client': r('./client'),
      // React's own useSyncExternalStore for wouter instead of the pre-React-18 shim (docs/decisions/047).
      'use-sync-external-store/shim/index.js': r('./client/lib/use-sync-external-store-shim.ts'),
    },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    // SOURCEMAP=1 writes source maps, to read a profile of the built client (never shipped by default).
    sourcemap: process.env.SOURCEMAP === '1',
    target: 'es2022',
    assetsDir: 'assets',
    // No modulepreload links: a lazy page asked for each of its files with a <link> appended by
    // script, twenty to thirty of them in one task right after the first paint. The browser loads a
    // module's imports itself; Lighthouse's first and largest paints came 0.3 s sooner without the
    // links (docs/performance.md, "Work a page does before it is used").
    modulePreload: false,
    // .vite/manifest.json: which chunks each page imports (the bench sums the /auth first load from it).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // TanStack Query in one chunk, shared by the signed-in pages (it is not on /auth's first
          // load, docs/decisions/047): left to itself the bundler cuts it into half a dozen sub-KB
          // files. Its own modules only: React, which it imports, stays with the entry.
          groups: [
            // Everything the entry imports statically, in one file beside it: it all runs at start-up
            // anyway, and twenty small files cost a phone round trips before the first paint.
            { name: 'boot', tags: ['$initial'], priority: 40 },
            // One file, not a chain of four, before the editor's first frame.
            { name: FIRST_VIEW_CHUNK, test: FIRST_VIEW, priority: 35 },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
            // The signed-in pages' UI libraries and icons, each set in one file instead of dozens.
            { name: 'ui', test: UI_LIBRARIES, priority: 20 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 20 },
            // The app's own small components and helpers (each well under 1 KB), in one file: a
            // signed-in page asked for a dozen of them one by one (docs/performance.md, "Work a page
            // does before it is used"). The sanitizer (DOMPurify) and the diff stay with their pages.
            { name: 'app-ui', test: APP_UI, priority: 10 },
          ],
          includeDependenciesRecursively: false,
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/sandbox': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/media': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
