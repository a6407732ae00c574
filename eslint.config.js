import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      // The browser's legacy escape() percent-encodes: HTML is escaped with common/html-escape.ts.
      'no-restricted-globals': [
        'error',
        { name: 'escape', message: 'Use escapeHtml from common/html-escape.ts (escape() percent-encodes).' },
        { name: 'unescape', message: 'Legacy percent-decoding: use decodeURIComponent.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config.ts.' },
      ],
    },
  },
  {
    // Type-aware rules (typescript-eslint's project service reads tsconfig.json): every rule of
    // recommendedTypeChecked that catches a real bug — a promise nobody awaits or handles, a promise
    // where a boolean or a void callback is expected, an awaited non-promise, a thrown non-Error.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React's event props take the promise react-hook-form's handleSubmit returns; every other
      // void-returning callback (forEach, setTimeout, emitters) still may not get an async function.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Style-level rules of the preset that the code base does not follow today (untyped JSON in
      // tests, `as` on values narrowed elsewhere, async functions without await): not enforced yet.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The config module is the single reader of process.env; scripts and test helpers run outside the app.
    files: ['server/config.ts', 'scripts/**', 'test/**', '*.config.ts', '*.config.js'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The integration tier runs its files one after another in shared processes (vitest.config.ts,
    // isolate: false): a module mock would not reach a module an earlier file already imported.
    files: ['**/*.int.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'Integration files share processes: inject or count instead of mocking a module.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Integration files share processes: inject or count instead of mocking a module.',
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The client calls the API through the typed client over the OpenAPI document, so a renamed
    // route or body field fails tsc (docs/decisions/048-typed-api-client.md): no '/api/…' string
    // handed to any other call (fetch, a helper, new Request), and callApi, the typed helper
    // without openapi-fetch, only on the sign-in pages whose first load is budgeted.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression:not([callee.object.name="api"]):not([callee.name=/^(apiUrl|callApi)$/])',
          'NewExpression[callee.name="Request"]',
        ].flatMap((call) =>
          [`${call} > Literal[value=/^\\/api\\//]`, `${call} > TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]`].map(
            (selector) => ({
              selector,
              message:
                "Call the API through the typed client: api.GET('/api/…', …) from client/lib/api-client.ts (apiUrl for a link or an upload).",
            }),
          ),
        ),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@client/lib/api', './api'],
              importNames: ['callApi'],
              message: 'Use the typed client (client/lib/api-client.ts); callApi is for the budgeted sign-in pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/features/auth/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Every form goes through useZodForm (client/lib/use-zod-form.ts): react-hook-form checked by a
    // common/ contract, server field messages, and the zod resolver kept out of /auth's first load.
    // typescript-eslint's copy of the rule, so that it adds to the API rule above instead of replacing it.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/lib/use-zod-form.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: 'Make the form with useZodForm from client/lib/use-zod-form.ts.',
            },
            {
              name: '@hookform/resolvers/zod',
              message: 'useZodForm (client/lib/use-zod-form.ts) checks the form with its schema.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        structuredClone: 'readonly',
      },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
);
