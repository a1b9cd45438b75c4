import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib';

/**
 * Answers smaller than this go as they are: compressing them saves less than it costs, and a
 * typical small API answer (user info, basket badge) stays under it.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, as `Accept-Encoding` asks, for every text answer made per request: the HTML
 * shell, page JSON, API JSON and streamed answers (compressed as they stream). Built assets come
 * precompressed from server/lib/http/spaAssets.ts with `Content-Encoding` already set, which this
 * plugin leaves alone. Brotli runs at quality 4 (the plugin's default): the best quality costs
 * tens of milliseconds per answer. Registered before the routes, whose options it reads.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Compressed request bodies are not part of the API, and would get past the body size limit.
    globalDecompression: false,
  });
}

export type TextEncoding = 'br' | 'gzip';

/**
 * The encoding to send a text answer in, as the request's `Accept-Encoding` allows: brotli, else
 * gzip, else none. For answers compressed ahead (a cached page), which the plugin leaves alone.
 */
export function preferredEncoding(acceptEncoding: string | undefined): TextEncoding | null {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

/** Whether `Accept-Encoding` allows `encoding`, by its name or `*`, with a weight above 0. */
export function acceptsEncoding(
  acceptEncoding: string | undefined,
  encoding: TextEncoding,
): boolean {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  return (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const unbrotli = promisify(brotliDecompress);

/**
 * Brotli quality for text compressed once for many answers: a few milliseconds for a page, within
 * a few per cent of the best.
 */
const KEPT_QUALITY = 5;
/**
 * Brotli quality for a rendered page's first answer: an eighth of KEPT_QUALITY's CPU for a
 * quarter more bytes. Most uncached renders are urls asked once (a filter combination, a crawler),
 * and at quality 5 their compression, with the garbage collection it caused, took two fifths of
 * an uncached page's CPU (issue 24 points 5 and 7, docs/benchmarks.md).
 */
const FIRST_QUALITY = 1;

/** `text` in `encoding`: brotli at `quality`, gzip at level 6. */
function compressText(
  text: string | Buffer,
  encoding: TextEncoding,
  quality = KEPT_QUALITY,
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(text, { level: 6 });
  return brotli(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Compresses `text` in an encoding the first time it is asked for, then hands out those bytes. */
export function compressOnce(text: string | Buffer): (encoding: TextEncoding) => Promise<Buffer> {
  const made = new Map<TextEncoding, Promise<Buffer>>();
  return (encoding) => {
    let bytes = made.get(encoding);
    if (!bytes) made.set(encoding, (bytes = compressText(text, encoding)));
    return bytes;
  };
}

/**
 * A text kept only in its brotli form, for caches of many pages: a rendered page's string holds
 * two bytes a character (Cyrillic makes it a two-byte string), about ten times its brotli bytes
 * (issue 24 point 6). The first answer goes out compressed cheaply (FIRST_QUALITY); a text asked
 * for again is compressed once more at KEPT_QUALITY for the answers after. Gzip is made from it
 * the first time a client asks and kept; a client that takes neither (browsers and crawlers take
 * both) gets the text decompressed each time.
 */
export class CompressedText {
  private gzip: Promise<Buffer> | null = null;
  private kept: Promise<Buffer> | null = null;
  private answered = false;

  private constructor(private brotli: Buffer) {}

  static async of(text: string | Buffer): Promise<CompressedText> {
    return new CompressedText(await compressText(text, 'br', FIRST_QUALITY));
  }

  /** Bytes held now (gzip once made counts from then on, which the caches' estimate leaves out). */
  get bytes(): number {
    return this.brotli.length;
  }

  /**
   * The text's bytes in `encoding`, or as UTF-8 for a client that takes no compression: the
   * first time as made, from the second on at KEPT_QUALITY (made once, by the second answer).
   */
  async encoded(encoding: TextEncoding | null): Promise<Buffer> {
    if (this.answered)
      this.brotli = await (this.kept ??= unbrotli(this.brotli).then((text) =>
        compressText(text, 'br'),
      ));
    this.answered = true;
    if (encoding === 'br') return this.brotli;
    if (encoding === null) return unbrotli(this.brotli);
    this.gzip ??= unbrotli(this.brotli).then((text) => compressText(text, 'gzip'));
    return this.gzip;
  }
}
