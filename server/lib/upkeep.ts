import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the app is ready and then every `intervalMs` while it runs: upkeep that no
 * request should pay for, in the process that does the background work (`config.backgroundWork`).
 * A failure is logged, and the next round tries again. Processes may run the same upkeep at once
 * (two shops on one database), so a task must be safe to run twice.
 */
export function runRegularly(
  app: FastifyInstance,
  what: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  if (!app.config.backgroundWork) return;
  const run = async () => {
    try {
      await task();
    } catch (error) {
      app.log.error({ err: error }, `${what} failed`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), intervalMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
