import { describe, expect, it } from 'vitest';
import { createTestDb } from './createTestDb';

describe('createTestDb', () => {
  it('gives independent databases, each migrated and seeded with the small demo data', async () => {
    const [a, b] = await Promise.all([createTestDb(), createTestDb()]);
    try {
      await a.query("DELETE FROM coupons WHERE code = 'HOBBY10'");
      expect(await a.query('SELECT count(*) AS n FROM products')).toEqual([{ n: 3000 }]);
      expect(await b.query("SELECT code FROM coupons WHERE code = 'HOBBY10'")).toEqual([
        { code: 'HOBBY10' },
      ]);
      const [review] = await b.query<{ id: number }>(
        "INSERT INTO reviews (author_name, rating, text) VALUES ('Тест', 5, 'Отлично') RETURNING id",
      );
      expect(review?.id).toBe(201);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('createTestDb after a database was closed', () => {
  it("starts from the seeded state on the engine's kept thread; the closed one answers nothing", async () => {
    const first = await createTestDb();
    const heardByFirst: string[] = [];
    await first.listen('probe', (payload) => heardByFirst.push(payload));
    await first.query("DELETE FROM coupons WHERE code = 'HOBBY10'");
    await first.close();

    const next = await createTestDb();
    try {
      await expect(first.query('SELECT 1')).rejects.toThrow();
      expect(await next.query("SELECT code FROM coupons WHERE code = 'HOBBY10'")).toEqual([
        { code: 'HOBBY10' },
      ]);
      let heard!: (payload: string) => void;
      const heardByNext = new Promise<string>((resolve) => (heard = resolve));
      await next.listen('probe', (payload) => heard(payload));
      await next.notify('probe', 'after');
      expect(await heardByNext).toBe('after');
      expect(heardByFirst).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
