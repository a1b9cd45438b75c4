import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config';
import { runRegularly } from './upkeep';

/** A bare app with only the setting runRegularly reads. */
async function readyApp(backgroundWork: boolean, task: () => Promise<unknown>) {
  const app = Fastify();
  app.decorate('config', { backgroundWork } as AppConfig);
  runRegularly(app, 'a test task', 60_000, task);
  await app.ready();
  return app;
}

describe('issue 24 point 2: upkeep runs only where the background work is done', () => {
  it('runs the task as the app gets ready in the process that does the background work', async () => {
    const task = vi.fn(async () => undefined);
    const app = await readyApp(true, task);
    expect(task).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('never runs it in a serving worker of a cluster', async () => {
    const task = vi.fn(async () => undefined);
    const app = await readyApp(false, task);
    expect(task).not.toHaveBeenCalled();
    await app.close();
  });
});
