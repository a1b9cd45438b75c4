import { describe, expect, it } from 'vitest';
import { startShop } from '../../testing';
import { wakeImportRunners } from './runner';

describe('issue 24 point 2: the import runner lives where the background work is done', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('with backgroundWork %s the app starts %i runner', async (backgroundWork, runners) => {
    const { app, db } = await startShop({ backgroundWork });
    try {
      expect(wakeImportRunners(db)).toBe(runners);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
