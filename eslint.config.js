// Lint: TypeScript's strict type-aware rules, React hooks, no focused tests, and the
// project's import direction (tools/eslint/import-direction.mjs).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portal from './tools/eslint/import-direction.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/server/test-bundle-*/**',
      '**/drizzle/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'tools/eslint/*.mjs', 'apps/server/build.mjs', 'bench/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { portal },
    rules: {
      'portal/import-direction': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins and route handlers are async by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only', message: 'A focused test hides the others.' },
        { object: 'it', property: 'only', message: 'A focused test hides the others.' },
        { object: 'test', property: 'only', message: 'A focused test hides the others.' },
      ],
    },
  },
  {
    // Explicit return types on exports, where a signature is the contract: the shared
    // packages, the server's cross-cutting code, and the web's components and helpers.
    // Factories of services, repositories and query options are typed by inference and
    // export their type as ReturnType<...>, which a hand-written copy would only repeat.
    files: ['packages/*/src/**/*.ts', 'apps/server/src/{lib,plugins,db}/**/*.ts', 'apps/web/src/**/*.tsx', 'apps/web/src/lib/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/test/**'],
    rules: { '@typescript-eslint/explicit-module-boundary-types': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // expect.any() and friends are typed any by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
