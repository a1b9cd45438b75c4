// Circles between modules (issue 23 point 2): dependency-cruiser's no-circular sees file cycles,
// but catalog -> favorites -> catalog is a circle between features even when no file imports
// itself back. This check collapses files into their module (a feature folder, a server module,
// a staff tool under server/modules/admin/) and fails when two modules reach each other. Only
// shop code counts: stories, tests and fixtures (testing/, testing.ts) may use any module's
// fixtures. Type-only imports count (the config's tsPreCompilationDeps).
// Run: node scripts/module-cycles.mjs (part of `npm run lint:deps`)
import { execFileSync } from 'node:child_process';

/** Module folders whose circles are refused: a pattern that captures the module's name. */
const MODULES = [
  /^(src\/features\/[^/]+)\//,
  /^(server\/modules\/admin\/[^/]+)\//,
  /^(server\/modules\/[^/]+)\//,
];
const NOT_SHOP_CODE = /\.(stories|test)\.tsx?$|\/testing\/|\/testing\.tsx?$/;

/**
 * Files that only assemble modules and belong to none: the staff area's routes register every
 * staff tool (a module of its own), whose shared pieces sit beside it in server/modules/admin.
 */
const COMPOSITION = /^server\/modules\/admin\/routes\.ts$/;

const moduleOf = (path) =>
  COMPOSITION.test(path)
    ? undefined
    : MODULES.map((pattern) => pattern.exec(path)?.[1]).find(Boolean);

/** The cruise as JSON; depcruise exits non-zero on a rule violation, which it reports itself. */
function cruise() {
  const args = [
    'depcruise',
    'src',
    'server',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
  ];
  try {
    return execFileSync('npx', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    if (error.stdout) return error.stdout;
    throw error;
  }
}
const cruised = JSON.parse(cruise());

/** module -> module it imports -> one file-level import that shows it */
const edges = new Map();
for (const { source, dependencies } of cruised.modules) {
  const from = moduleOf(source);
  if (!from || NOT_SHOP_CODE.test(source)) continue;
  for (const { resolved, dependencyTypes } of dependencies) {
    const to = moduleOf(resolved);
    if (!to || to === from) continue;
    const targets = edges.get(from) ?? new Map();
    edges.set(from, targets);
    const typeOnly = dependencyTypes.includes('type-only') ? ' (type only)' : '';
    if (!targets.has(to)) targets.set(to, `${source} -> ${resolved}${typeOnly}`);
  }
}

// Tarjan's strongly connected components: every component of more than one module is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const circles = [];
let next = 0;
function visit(node) {
  index.set(node, next);
  low.set(node, next);
  next += 1;
  stack.push(node);
  for (const target of edges.get(node)?.keys() ?? []) {
    if (!index.has(target)) {
      visit(target);
      low.set(node, Math.min(low.get(node), low.get(target)));
    } else if (stack.includes(target)) {
      low.set(node, Math.min(low.get(node), index.get(target)));
    }
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== node);
    if (component.length > 1) circles.push(component.sort());
  }
}
for (const node of edges.keys()) if (!index.has(node)) visit(node);

if (circles.length === 0) {
  console.log(`✔ no circles between modules (${edges.size} modules)`);
} else {
  for (const circle of circles) {
    console.error(`✘ circle between modules: ${circle.join(', ')}`);
    for (const from of circle) {
      for (const [to, example] of edges.get(from) ?? []) {
        if (circle.includes(to)) console.error(`    ${from} -> ${to}: ${example}`);
      }
    }
  }
  process.exitCode = 1;
}
