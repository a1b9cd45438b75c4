// Module boundaries and cycles (issue 23 point 2), checked by `npm run lint:deps` in the gate.
// Type-only imports count (tsPreCompilationDeps): a cycle through `import type` is still a cycle
// between modules, and ESLint's import-x/no-cycle does not see it. Every rule is scoped by path,
// so the server's rules sit beside the front end's in this one file.

/** Files that only stories and tests load: they may use other features' fixtures. */
const STORY_OR_TEST = '\\.(stories|test)\\.tsx?$|/testing/';
/** The server's tests and test helpers (server/testing/, a module's testing.ts). */
const SERVER_TEST_CODE = '\\.test\\.ts$|\\.testUtil\\.ts$|^server/testing/|/testing\\.ts$';

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
    {
      name: 'server-no-circular',
      severity: 'error',
      comment: 'Server files form no cycle, type-only imports included.',
      from: { path: '^server/' },
      to: { circular: true },
    },
    {
      name: 'server-module-public-surface',
      severity: 'error',
      comment:
        'A server module reaches another only through its index.ts (tests and test helpers also through its testing.ts); see docs/server-modules.md.',
      from: { path: '^server/modules/([^/]+)/' },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: [
          '^server/modules/$1/',
          '^server/modules/[^/]+/index\\.ts$',
          '^server/modules/[^/]+/testing\\.ts$',
        ],
      },
    },
    {
      name: 'server-staff-tool-public-surface',
      severity: 'error',
      comment:
        "Each staff tool (server/modules/admin/<tool>/) is a module: another tool, and admin's own files, reach it only through its index.ts.",
      from: { path: '^server/modules/admin/(?:([^/]+)/|[^/]+$)' },
      to: {
        path: '^server/modules/admin/[^/]+/',
        pathNot: [
          '^server/modules/admin/$1/',
          '^server/modules/admin/[^/]+/index\\.ts$',
          '^server/modules/admin/[^/]+/testing\\.ts$',
        ],
      },
    },
    {
      name: 'server-outside-modules-public-surface',
      severity: 'error',
      comment:
        'Server code outside the modules reaches a module through its index.ts (tests and test helpers also its testing.ts); server/app.ts, the composition root, also takes the route plugins from its routes.ts.',
      from: { path: '^server/', pathNot: '^server/modules/' },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: [
          '^server/modules/[^/]+/index\\.ts$',
          '^server/modules/[^/]+/testing\\.ts$',
          '^server/modules/[^/]+/routes\\.ts$',
        ],
      },
    },
    {
      name: 'server-routes-only-for-composition-root',
      severity: 'error',
      comment: "Only server/app.ts takes a module's route plugins from its routes.ts.",
      from: { path: '^server/', pathNot: ['^server/app\\.ts$', '^server/modules/'] },
      to: { path: '^server/modules/[^/]+/routes\\.ts$' },
    },
    {
      name: 'server-shop-code-no-fixtures',
      severity: 'error',
      comment: "Only tests and test helpers import another module's testing.ts.",
      from: { path: '^server/modules/([^/]+)/', pathNot: SERVER_TEST_CODE },
      to: { path: '^server/modules/[^/]+/testing\\.ts$', pathNot: '^server/modules/$1/' },
    },
    {
      name: 'server-lib-knows-no-module',
      severity: 'error',
      comment: 'server/lib is what every module builds on: it imports no module.',
      from: { path: '^server/lib/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'server-production-not-demo-or-testing',
      severity: 'error',
      comment:
        'The running shop never loads the demo data or the test helpers; tests, test helpers and the demo itself may.',
      from: { path: '^server/', pathNot: [SERVER_TEST_CODE, '^server/demo/'] },
      to: { path: '^server/(demo|testing)/' },
    },
    {
      name: 'server-not-src',
      severity: 'error',
      comment: 'The server and the front end share only openapi.yaml and packages/.',
      from: { path: '^server/' },
      to: { path: '^src/' },
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
