/**
 * The shop as the benchmarks that drive a browser meet it: the demo server (`server/demo/main.ts`)
 * as a child process with its own event loop and cores, as in production, on a seeded database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { isSeeded, seedDemoData } from '../../server/demo/index';
import { migrate, openDb } from '../../server/lib/db/index';

const SECTION = '/shop/almaznaya-vyshivka/';
/** How long the server may take to start: it builds the catalogue index before it listens. */
const START_TIMEOUT_MS = 300_000;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The first port from `from` that nothing listens on. */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}..${from + 99}`);
}

/** Seeds the full demo when the database is empty, here rather than in the server, to time it. */
export async function seedIfEmpty(database: { dataDir: string; databaseUrl?: string }) {
  const db = await openDb(database);
  try {
    await migrate(db);
    if (await isSeeded(db)) return;
    const started = performance.now();
    await seedDemoData(db, { size: 'full', log: (line) => console.log(`  ${line}`) });
    console.log(`seeded the full demo in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

/** Starts the shop as `npm start` would, and resolves once it says it listens. */
export function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/demo/main.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      server.kill();
      reject(new Error(`the server did not start in ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    };
    server.once('exit', onExit);
    // Production logs every request at info level: read and drop it, or the pipe fills up.
    server.stdout.on('data', (chunk: Buffer) => {
      if (output.length < 20_000) output += chunk;
      if (output.includes('Shop: http')) {
        clearTimeout(timer);
        server.off('exit', onExit);
        output = '';
        resolve(server);
      }
    });
    server.stderr.on('data', (chunk: Buffer) => {
      if (output.length < 20_000) output += chunk;
    });
  });
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { 'X-Source': 'nuxt' } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Home, the section, its first SEO landing (tag link) and its first product. */
export async function choosePages(origin: string): Promise<{ name: string; path: string }[]> {
  const section = await getJson<{
    data: { tags: { link: string }[]; products: { url: string }[] };
  }>(`${origin}${SECTION}`);
  const landing = section.data.tags[0]?.link;
  const product = section.data.products[0]?.url;
  if (!landing || !product) throw new Error(`${SECTION} names no landing page or no product`);
  return [
    { name: 'home', path: '/' },
    { name: 'section', path: SECTION },
    { name: 'landing', path: landing },
    { name: 'product', path: product },
  ];
}
