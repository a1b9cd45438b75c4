import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const deepRelativeImport = {
  group: ['../../../*'],
  message: 'Use a path alias (@ui/, @features/, @app/).',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'playwright-report',
      'test-results',
      'var',
      '.tools',
      'public/mockServiceWorker.js',
      'src/features/api/generated.ts',
      'server/lib/api/contract.gen.ts',
      '**/__snapshots__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without the parser and extension settings import-x parses no .ts/.tsx dependency, so
      // no-cycle never saw an edge (issue 9 point 21).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // Layers import one way: app -> features -> ui (ARCHITECTURE §2, STYLE.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/ui',
              from: './src/features',
              message: 'src/ui must not import features',
            },
            { target: './src/ui', from: './src/app', message: 'src/ui must not import the app' },
            {
              target: './src/features',
              from: './src/app',
              message: 'features must not import the app',
            },
            {
              target: './src',
              from: './server',
              message: 'the front end never imports the server',
            },
            {
              target: './server',
              from: './src',
              message: 'the server never imports the front end',
            },
            {
              target: './packages',
              from: ['./src', './server'],
              message: 'a shared package imports neither the front end nor the server',
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: [deepRelativeImport] }],
    },
  },
  {
    // A feature reaches another feature only through its public surface: index.ts, and testing
    // for story and test fixtures (STYLE.md "Layout and boundaries").
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelativeImport,
            {
              regex: '^@features/[^/]+/(?!testing$).+',
              message: "Import another feature only through its index.ts ('@features/<name>').",
            },
          ],
        },
      ],
    },
  },
  {
    // The server suites share their workers between files (vitest.config.ts, isolate: false), where
    // a replaced module would stay replaced for the next file or not be replaced at all: a file
    // that replaces one is named *.isolated.test.ts and runs in a worker of its own.
    files: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
    ignores: ['**/*.isolated.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'A server test file that replaces a module is named *.isolated.test.ts.',
        })),
        {
          object: 'vi',
          property: 'waitFor',
          message:
            'Wait with expect.poll, whose wait vitest.config.ts sets (vi.waitFor gives up after 1 s).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message:
            'Wait with waitForState (src/testing/waitForState.ts): vi.waitFor gives up after 1 s.',
        },
      ],
    },
  },
);
