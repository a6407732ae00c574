// Layering check (`npm run lint:layers`, run by `make test` in the static-checks tier).
// It encodes the house rules of docs/architecture.md: client and server meet only in common/;
// server/lib/ is below the modules; a module is entered only through its public file,
// server/modules/<module>/index.ts, and a client feature (from another feature) only through
// client/features/<feature>/index.ts; no import cycles. Tests may reach into any module or feature.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-not-to-server',
      comment: 'The client never imports server code: what both sides need lives in common/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'common-is-shared',
      comment: 'common/ is shared by the client and the server, so it imports neither (nor the tests).',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(client|server|test)/' },
    },
    {
      name: 'lib-not-to-modules',
      comment: 'server/lib/ is the shared toolbox under the modules: it imports no module, job, plugin or integration.',
      severity: 'error',
      from: { path: '^server/lib/' },
      to: { path: '^server/(modules|jobs|plugins|integrations)/|^server/app\\.ts$' },
    },
    {
      name: 'integrations-not-to-modules',
      comment: 'Adapters of external systems sit behind interfaces the modules use; they import no module or job.',
      severity: 'error',
      from: { path: '^server/integrations/' },
      to: { path: '^server/(modules|jobs|plugins)/' },
    },
    {
      name: 'module-through-public-file',
      comment: 'A module imports another module only through its public file, server/modules/<module>/index.ts.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/modules/', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'server-through-public-file',
      comment: 'app.ts, plugins and jobs import a module only through server/modules/<module>/index.ts too.',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/modules/', '\\.test\\.tsx?$'] },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'client-feature-through-public-file',
      comment:
        'A client feature imports another feature only through its public file, client/features/<feature>/index.ts.',
      severity: 'error',
      from: { path: '^client/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^client/features/', pathNot: ['^client/features/$1/', '^client/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-test-code-in-app',
      comment: 'Application code never imports a test, a fake or a test helper.',
      severity: 'error',
      from: { path: '^(client|server|common)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^test/|\\.test\\.tsx?$' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles, type-only imports included: a type both sides need lives where both may import it (lib/, db/types.ts, common/).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every relative or aliased import resolves to a file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|server/db/migrations)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
