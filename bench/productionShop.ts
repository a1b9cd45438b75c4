import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../tests/server/serverProcess';
import { frontEnd } from './ssr/frontEnd';

export type Engine = 'PGlite' | 'PostgreSQL';

/** Seeding the full demo into an empty database takes minutes on a busy machine. */
const START_TIMEOUT_MS = 900_000;

export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** A process's resident memory now and at its peak (VmHWM), in MB (Linux). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Runs `measure` on the full demo's shop as production runs it (`server/demo/main.ts`,
 * NODE_ENV=production, one process), on each engine in turn: the embedded one in DATA_DIR (a
 * temporary folder without it) and PostgreSQL at BENCH_DATABASE_URL when set; each database is
 * seeded when empty. Front end: SPA_DIR or a build made here (`name` names its folder).
 */
export async function onEachEngine(
  name: string,
  measure: (engine: Engine, shop: ServerProcess) => Promise<void>,
): Promise<void> {
  const { spaDir, temporary } = await frontEnd(name);
  const dataDir = process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), `bench-${name}-`)));
  const run = async (engine: Engine, env: Record<string, string>) => {
    const shop = await startServerProcess(
      {
        ...env,
        DEMO_SIZE: 'full',
        SPA_DIR: spaDir,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example',
      },
      START_TIMEOUT_MS,
    );
    try {
      await measure(engine, shop);
    } finally {
      await shop.stop();
    }
  };
  try {
    await run('PGlite', { DATA_DIR: dataDir });
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    if (databaseUrl) await run('PostgreSQL', { DATABASE_URL: databaseUrl });
    else console.log('PostgreSQL: set BENCH_DATABASE_URL to measure it too (skipped)');
  } finally {
    if (!process.env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    if (temporary) await rm(spaDir, { recursive: true, force: true });
  }
}
