import type { FastifyInstance } from 'fastify';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../db';
import { createTestDb } from '../../testing';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/**
 * Issue 11 point 4: text answers go brotli or gzip compressed as `Accept-Encoding` asks; built
 * assets precompressed by scripts/precompress.mjs, other answers above a threshold per request;
 * hashed assets cached for good, everything else revalidated.
 */
let db: Db;
let spaDir: string;
let app: FastifyInstance;

// Text that compresses well and is far above the threshold, like a real bundle.
const BUNDLE = Array.from({ length: 200 }, (_, i) => `export const value${i} = 'значение ${i}';`)
  .join('\n')
  .concat('\n');
const LARGE = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Товар номер ${i}` }));
const SMALL = { ok: true };
const CSV_ROWS = Array.from({ length: 500 }, (_, i) => `${i};Товар ${i};${i * 10}\n`);

beforeAll(async () => {
  db = await createTestDb();
  spaDir = await mkdtemp(path.join(tmpdir(), 'shop-spa-'));
  await mkdir(path.join(spaDir, 'assets'));
  await writeFile(path.join(spaDir, 'index.html'), '<!doctype html><html><head></head></html>');
  await writeFile(path.join(spaDir, 'assets', 'index-abc123.js'), BUNDLE);
  await writeFile(path.join(spaDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  execFileSync('node', ['scripts/precompress.mjs', spaDir]);

  app = await buildApp({ db, config: { ...loadConfig({}), spaDir } });
  app.get('/test/large', async () => LARGE);
  app.get('/test/small', async () => SMALL);
  app.get('/test/stream', (_request, reply) =>
    reply.type('text/csv; charset=utf-8').send(Readable.from(CSV_ROWS)),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await rm(spaDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('issue 11 point 4: compression and caching', () => {
  it('sends the precompressed copy of a built asset by Accept-Encoding, and the file without it', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The file written at build time, sent once: decoding it once gives the source back.
    expect(br.rawPayload).toEqual(
      await readFile(path.join(spaDir, 'assets', 'index-abc123.js.br')),
    );
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('does not serve the precompressed copies under their own names', async () => {
    expect((await get('/assets/index-abc123.js.br')).statusCode).toBe(404);
  });

  it('compresses a JSON answer above the threshold per request', async () => {
    expect(JSON.stringify(LARGE).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const br = await get('/test/large', 'br;q=1, gzip;q=0.5');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(LARGE);

    const gzip = await get('/test/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(LARGE);

    const plain = await get('/test/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(LARGE);
  });

  it('compresses a streamed answer as it streams, whole', async () => {
    const response = await get('/test/stream', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(CSV_ROWS.join(''));
  });

  it('sends an answer below the threshold as it is', async () => {
    const response = await get('/test/small', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(SMALL);
  });

  it('caches hashed assets for good and revalidates unhashed files and the HTML shell', async () => {
    for (const encoding of [undefined, 'br']) {
      const asset = await get('/assets/index-abc123.js', encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const robots = await get('/robots.txt', 'br');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
    const shell = await get('/kontakty/', 'br');
    expect(shell.headers['content-type']).toMatch(/text\/html/);
    expect(shell.headers['cache-control']).not.toMatch(/immutable/);
    // The page protocol's own Vary survives compression's.
    expect(shell.headers['content-encoding']).toBe('br');
    expect(String(shell.headers.vary).toLowerCase()).toMatch(/x-source.*accept-encoding/);
  });
});
