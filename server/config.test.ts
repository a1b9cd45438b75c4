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
