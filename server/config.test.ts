import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('settings from the environment', () => {
  it('reads a relative SPA_DIR from the working folder, as the static file server needs it absolute', () => {
    const { spaDir } = loadConfig({ SPA_DIR: 'dist' });
    expect(spaDir).toBe(resolve('dist'));
    expect(isAbsolute(loadConfig({}).spaDir ?? '')).toBe(true);
  });
});

describe('issue 24 point 5: WORKERS, the server processes sharing the port', () => {
  const postgres = { DATABASE_URL: 'postgres://shop@db.internal:5432/shop' };

  it("is the machine's cores on PostgreSQL and one process on the embedded database", () => {
    expect(loadConfig(postgres).workers).toBe(availableParallelism());
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ ...postgres, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses more than one process on the embedded database, and a count that is not one', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      'WORKERS=2 needs DATABASE_URL: the embedded database (PGlite) lives inside one process',
    );
    for (const wrong of ['0', '-1', '1.5', 'all'])
      expect(() => loadConfig({ ...postgres, WORKERS: wrong })).toThrow(
        `WORKERS must be a whole number of processes ≥ 1, got "${wrong}"`,
      );
  });
});

describe('the payment provider', () => {
  it('is the built-in test provider unless YooKassa is chosen with its shop id and secret key', () => {
    expect(loadConfig({}).paymentProvider).toBe('test');
    const yookassa = loadConfig({
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '506751',
      YOOKASSA_SECRET_KEY: 'live_secret',
    });
    expect(yookassa.paymentProvider).toBe('yookassa');
    expect(yookassa.yookassa).toEqual({
      shopId: '506751',
      secretKey: 'live_secret',
      apiUrl: 'https://api.yookassa.ru/v3',
    });
  });

  it('refuses to start with an unknown provider or YooKassa without its credentials', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '506751' })).toThrow(
      /YOOKASSA_SECRET_KEY/,
    );
  });
});
