import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** PGlite's two engines, compiled: the database itself and its `initdb`. */
export interface PgliteWasmModules {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

// On the global object, not in this module: vitest, without isolation, evaluates the shop's
// modules again for each test file in the same process, and the compiled code is what must last.
const CACHE = Symbol.for('hobby-shop.pgliteWasmModules');
const cache = globalThis as { [CACHE]?: Promise<PgliteWasmModules> };

async function compile(file: string): Promise<WebAssembly.Module> {
  const path = createRequire(import.meta.url).resolve(`@electric-sql/pglite/${file}`);
  return WebAssembly.compile(await readFile(path));
}

/**
 * PGlite's engines (`pglite.wasm`, 9 MB, and `initdb.wasm`), compiled once per process and given
 * to every database worker. A worker left to itself compiles them anew, and V8 then optimises the
 * engine's hot functions again for each database: in the server test suites, which open a database
 * a file, that optimising was about a quarter of all CPU (docs/testing.md, 2026-12-02). Modules
 * held by the process share their compiled and optimised code with every worker.
 */
export function pgliteWasmModules(): Promise<PgliteWasmModules> {
  cache[CACHE] ??= Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(
    ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
  );
  return cache[CACHE];
}
