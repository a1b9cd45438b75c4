// One module writes each table (issue 23 point 3): another module that needs a row changed asks
// the owner through its face (index.ts), passing its transaction, so the rules of a table live in
// one place. This check reads the SQL in the string and template literals of the shop's server
// modules (comments skipped), finds the tables that INSERT, UPDATE, DELETE, COPY and TRUNCATE
// write, and fails when a table has writers in more than one module. A module is a folder
// server/modules/<m>/, each staff tool server/modules/admin/<tool>/ is one of its own and the
// files directly in server/modules/admin/ are the admin module (docs/server-modules.md).
// Tests, fixtures and testing helpers are not shop code and may write anything.
// Run: node scripts/table-writers.mjs (part of `npm run lint:deps`)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'server/modules';
const NOT_SHOP_CODE = /\.test\.ts$|\.testUtil\.ts$|(^|\/)testing\.ts$|\/testing\/|fixtures/;

/**
 * Tables with writers in two modules on purpose, each with the reason; keep this list short and
 * move a write behind the owner's face instead where that is possible.
 */
const ALLOWED = [
  {
    table: 'product_stock',
    modules: ['admin/catalogExchange', 'orders'],
    why:
      'the CSV import and the 1C offers set the stock in bulk with the rest of a product; orders ' +
      'keep the counter, taken when an order is placed and given back when it is cancelled',
  },
  {
    table: 'photo_kits',
    modules: ['photoKits', 'basket'],
    why:
      'at sign-in the basket moves a guest kit line and gives its kit to the user in one ' +
      'statement (moveKitLines); photoKits imports basket, so basket cannot ask it (a circle)',
  },
];

/**
 * Statements whose table is an expression (`INSERT INTO ${table}`) cannot be read: each file that
 * has them names the tables they write.
 */
const DYNAMIC = {
  'server/modules/favorites/queries.ts': ['favorites', 'session_favorites'],
};

const NAME = String.raw`(?:"[^"]+"|[A-Za-z_]\w*)(?:\.(?:"[^"]+"|[A-Za-z_]\w*))?`;
const TABLE = String.raw`(?:ONLY\s+)?(${NAME})`;
// SQL keywords are upper case in this code base and each statement is read to the word that
// follows its table, which tells SQL from prose in messages ("INSERT INTO users returned no row").
const WRITES = [
  new RegExp(
    String.raw`\bINSERT\s+INTO\s+${TABLE}(?:\s+AS\s+\w+)?\s*(?:\(|VALUES\b|SELECT\b|DEFAULT\b|OVERRIDING\b)`,
    'g',
  ),
  new RegExp(
    String.raw`(?<!\b(?:FOR|KEY|DO)\s+)\bUPDATE\s+${TABLE}(?:\s+(?:AS\s+)?\w+)?\s+SET\b`,
    'g',
  ),
  new RegExp(String.raw`\bDELETE\s+FROM\s+${TABLE}`, 'g'),
  new RegExp(String.raw`\bCOPY\s+${TABLE}\s*(?:\(|FROM\b)`, 'g'),
  new RegExp(String.raw`\bTRUNCATE\s+(?:TABLE\s+)?${TABLE}`, 'g'),
];
const DYNAMIC_WRITE =
  /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|COPY|TRUNCATE(?:\s+TABLE)?)\s+\uFFFC/g;
const COPY_ROWS = /\.copyRows\(\s*(['"`])(\w+)\1/g;

/**
 * The literals of a TypeScript source with their offsets, and the source with its comments
 * blanked. A template's `${...}` parts are blanked to \uFFFC in its text (and their own literals
 * listed on their own). Regular expression literals are skipped after the usual tokens.
 */
function scan(source) {
  const literals = [];
  const code = source.split('');
  const blank = (from, to) => {
    for (let at = from; at < to; at += 1) if (code[at] !== '\n') code[at] = ' ';
  };
  let at = 0;
  let last = '';

  function quoted(quote) {
    const start = at;
    at += 1;
    while (at < source.length && source[at] !== quote) at += source[at] === '\\' ? 2 : 1;
    at += 1;
    literals.push({ start: start + 1, text: source.slice(start + 1, at - 1) });
  }

  function template() {
    const start = at;
    at += 1;
    const text = [];
    while (at < source.length && source[at] !== '`') {
      if (source[at] === '\\') {
        text.push(source[at], source[at + 1]);
        at += 2;
      } else if (source[at] === '$' && source[at + 1] === '{') {
        const from = at;
        at += 2;
        codeToClosingBrace(1);
        text.push(...source.slice(from, at).replace(/[^\n]/g, '\uFFFC'));
      } else {
        text.push(source[at]);
        at += 1;
      }
    }
    at += 1;
    literals.push({ start: start + 1, text: text.join('') });
  }

  // Code up to the brace that closes `depth` (or the end of the file).
  function codeToClosingBrace(depth) {
    while (at < source.length) {
      const char = source[at];
      const next = source[at + 1];
      if (char === '/' && next === '/') {
        const end = source.indexOf('\n', at);
        const stop = end === -1 ? source.length : end;
        blank(at, stop);
        at = stop;
      } else if (char === '/' && next === '*') {
        const end = source.indexOf('*/', at + 2);
        const stop = end === -1 ? source.length : end + 2;
        blank(at, stop);
        at = stop;
      } else if (char === '/' && (last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last))) {
        at += 1;
        let inClass = false;
        while (at < source.length && (inClass || source[at] !== '/') && source[at] !== '\n') {
          if (source[at] === '\\') at += 1;
          else if (source[at] === '[') inClass = true;
          else if (source[at] === ']') inClass = false;
          at += 1;
        }
        at += 1;
        last = ')';
      } else if (char === "'" || char === '"') {
        quoted(char);
        last = ')';
      } else if (char === '`') {
        template();
        last = ')';
      } else {
        if (char === '{') depth += 1;
        if (char === '}') {
          depth -= 1;
          if (depth === 0) {
            at += 1;
            return;
          }
        }
        if (!/\s/.test(char)) last = /\w/.test(char) ? 'a' : char;
        at += 1;
      }
    }
  }

  codeToClosingBrace(Number.POSITIVE_INFINITY);
  return { literals, code: code.join('') };
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (path.endsWith('.ts') && !NOT_SHOP_CODE.test(path)) yield path;
  }
}

const moduleOf = (path) => {
  const [first, second] = path.slice(ROOT.length + 1).split('/');
  return first === 'admin' && !second.endsWith('.ts') ? `admin/${second}` : first;
};
const tableName = (name) => name.split('.').pop().replaceAll('"', '');
const lineOf = (source, offset) => source.slice(0, offset).split('\n').length;

/** table -> module -> the places that write it */
const writers = new Map();
const unreadable = [];
function record(table, path, line) {
  const modules = writers.get(table) ?? new Map();
  writers.set(table, modules);
  const module = moduleOf(path);
  modules.set(module, [...(modules.get(module) ?? []), `${path}:${line}`]);
}

for (const path of files(ROOT)) {
  const source = readFileSync(path, 'utf8');
  const { literals, code } = scan(source);
  for (const { start, text } of literals) {
    for (const pattern of WRITES) {
      for (const match of text.matchAll(pattern)) {
        record(tableName(match[1]), path, lineOf(source, start + match.index));
      }
    }
    for (const match of text.matchAll(DYNAMIC_WRITE)) {
      const line = lineOf(source, start + match.index);
      if (DYNAMIC[path]) for (const table of DYNAMIC[path]) record(table, path, line);
      else unreadable.push(`${path}:${line}`);
    }
  }
  for (const match of code.matchAll(COPY_ROWS)) {
    record(match[2], path, lineOf(source, match.index));
  }
}

const problems = [];
for (const place of unreadable) {
  problems.push(`✘ a write to a table named by an expression (list it in DYNAMIC): ${place}`);
}
for (const [table, modules] of [...writers].sort(([a], [b]) => a.localeCompare(b))) {
  if (modules.size < 2) continue;
  const allowed = ALLOWED.find((entry) => entry.table === table);
  if (allowed && [...modules.keys()].every((module) => allowed.modules.includes(module))) continue;
  problems.push(
    `✘ table ${table} is written by ${modules.size} modules: ${[...modules.keys()].join(', ')}`,
  );
  for (const [module, places] of modules) {
    for (const place of places) problems.push(`    ${module}: ${place}`);
  }
}
for (const { table, modules } of ALLOWED) {
  const actual = [...(writers.get(table)?.keys() ?? [])];
  if (actual.length < 2 || modules.some((module) => !actual.includes(module))) {
    problems.push(
      `✘ the allowance for ${table} (${modules.join(', ')}) no longer matches its writers ` +
        `(${actual.join(', ') || 'none'}): remove or correct it`,
    );
  }
}

if (problems.length === 0) {
  console.log(`✔ one module writes each table (${writers.size} tables)`);
} else {
  for (const problem of problems) console.error(problem);
  process.exitCode = 1;
}
