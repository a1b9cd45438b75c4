import type { FastifyInstance } from 'fastify';
import { freeBytes, megabytes } from './db/diskSpace';
import { runRegularly } from './upkeep';

/** Under this much free room on the data folder's disk the shop warns (an import's file is ~50 MB). */
const WARN_BELOW_BYTES = 1024 ** 3;
const CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Warns in the log, every few minutes while it lasts, that the data folder's disk is nearly full:
 * once it is, no write of the shop succeeds (docs/operations.md "When the disk is full"), so the
 * operator hears of it before the shoppers do. Returns the check (run at once by tests).
 */
export function watchDiskSpace(
  app: FastifyInstance,
  below = WARN_BELOW_BYTES,
): () => Promise<void> {
  const { dataDir } = app.config;
  const check = async () => {
    const free = await freeBytes(dataDir);
    if (free !== null && free < below)
      app.log.warn(
        { dataDir, freeMb: megabytes(free) },
        'the data folder’s disk is nearly full: free space there before writes start to fail',
      );
  };
  runRegularly(app, 'disk space: watching the data folder', CHECK_INTERVAL_MS, check);
  return check;
}
