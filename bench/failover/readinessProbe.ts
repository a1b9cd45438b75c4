import { performance } from 'node:perf_hooks';

/** When `/readyz` changed its answer (performance.now()), as a load balancer probing it would see. */
export interface ReadinessChange {
  at: number;
  status: number | 'no answer';
}

const PROBE_EVERY_MS = 100;
const PROBE_TIMEOUT_MS = 5_000;

/** Asks the shop's `/readyz` every 100 ms and keeps each change of its answer. */
export function probeReadiness(origin: string): {
  changes: ReadinessChange[];
  stop(): Promise<void>;
} {
  const changes: ReadinessChange[] = [];
  let stopping = false;
  const probing = (async () => {
    while (!stopping) {
      const status = await fetch(`${origin}/readyz`, {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 'no answer' as const,
      );
      if (changes.at(-1)?.status !== status) changes.push({ at: performance.now(), status });
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    changes,
    stop: async () => {
      stopping = true;
      await probing;
    },
  };
}
