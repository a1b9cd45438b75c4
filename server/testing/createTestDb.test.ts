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
