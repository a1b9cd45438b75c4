// Module boundaries and cycles (issue 23 point 2), checked by `npm run lint:deps` in the gate.
// Type-only imports count (tsPreCompilationDeps): a cycle through `import type` is still a cycle
// between modules, and ESLint's import-x/no-cycle does not see it. Every rule is scoped by path,
// so the server's rules sit beside the front end's in this one file.

/** Files that only stories and tests load: they may use other features' fixtures. */
const STORY_OR_TEST = '\\.(stories|test)\\.tsx?$|/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'src-no-circular',
      severity: 'error',
      comment: 'Front-end modules form no cycle, type-only imports included.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'src-feature-public-surface',
      severity: 'error',
      comment:
        'A feature reaches another feature only through its index.ts (stories and tests also through its testing/index.ts); see docs/frontend-naming.md.',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: [
          '^src/features/$1/',
          '^src/features/[^/]+/index\\.ts$',
          '^src/features/[^/]+/testing/index\\.ts$',
        ],
      },
    },
    {
      name: 'src-shop-code-no-fixtures',
      severity: 'error',
      comment: "Only stories and tests import another feature's testing/ fixtures.",
      from: { path: '^src/features/([^/]+)/', pathNot: STORY_OR_TEST },
      to: { path: '^src/features/[^/]+/testing/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'src-ui-knows-no-shop',
      severity: 'error',
      comment: 'src/ui is the design system: it imports no feature and not the app.',
      from: { path: '^src/ui/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'src-features-not-app',
      severity: 'error',
      comment: 'Dependencies run app -> features -> ui: a feature never imports the app.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'src-not-server',
      severity: 'error',
      comment: 'The front end and the server share only openapi.yaml and packages/.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static)/|/__snapshots__/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
