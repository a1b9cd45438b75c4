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
