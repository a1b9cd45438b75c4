import { Worker } from 'node:worker_threads';

/** The loopback load every HTTP benchmark applies: 50 keep-alive connections, 1 s + 5 s. */
export const LOAD = { connections: 50, warmUpMs: 1_000, durationMs: 5_000 } as const;

export interface LoadJob {
  port: number;
  /** Paths (with query) requested in turn. */
  paths: readonly string[];
  headers?: Record<string, string>;
  /**
   * A parameter the page reads, given a new value with every request (from `from` up), so no
   * cache answers it; pick one whose values change nothing shown (a section's `price_to` above
   * its dearest product). An ignored parameter would not do: the caches key only what a page reads.
   */
  cacheBust?: { param: string; from: number };
  /** Longer than LOAD's, for answers that take seconds (a busy machine, uncached pages). */
  warmUpMs?: number;
  /** Keep-alive connections of this job (LOAD's when not given). */
  connections?: number;
  durationMs?: number;
}

export interface LoadResult {
  /** Answers with status 200 while measuring. */
  requests: number;
  errors: number;
  seconds: number;
  /** Every measured request's time in ms, sorted. */
  latencies: number[];
  /** The same by the path asked (as given in `paths`), each sorted. */
  latenciesByPath: Record<string, number[]>;
  /** Body bytes of the measured answers as they came over the wire (compressed if they were). */
  bytes: number;
  /** Measured answers by their `Content-Encoding` (`none` when the answer had none). */
  encodings: Record<string, number>;
}

/**
 * Loads the server from a worker thread (bench/httpLoadWorker.mjs), so the load has an event
 * loop of its own and does not share the server's.
 */
export function runHttpLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./httpLoadWorker.mjs', import.meta.url), {
      workerData: { headers: {}, cacheBust: null, ...LOAD, ...job },
    });
    worker.once('message', (result: LoadResult) => {
      result.latencies.sort((a, b) => a - b);
      for (const times of Object.values(result.latenciesByPath)) times.sort((a, b) => a - b);
      resolve(result);
    });
    worker.once('error', reject);
  });
}

/** The value at quantile q (0..1) of sorted numbers. */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** The middle value of numbers in any order (of an even count, the upper of the two). */
export const median = (values: readonly number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
