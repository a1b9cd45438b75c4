import { describe, expect, it, vi } from 'vitest';
import { openPglite } from './pgliteDb';

describe("PGlite's engine", () => {
  it('is compiled once per process, even when the module is evaluated again, and serves every database', async () => {
    const first = await (await import('./pgliteModule')).pgliteWasmModules();
    vi.resetModules();
    const again = await (await import('./pgliteModule')).pgliteWasmModules();
    expect(again.pgliteWasmModule).toBe(first.pgliteWasmModule);
    expect(again.initdbWasmModule).toBe(first.initdbWasmModule);

    for (const answer of [1, 2]) {
      const db = await openPglite({ dataDir: null });
      try {
        expect(await db.query<{ answer: number }>('select $1::int as answer', [answer])).toEqual([
          { answer },
        ]);
      } finally {
        await db.close();
      }
    }
  }, 60_000);
});
