import { createReadStream, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, truncate } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Unzip, UnzipInflate } from 'fflate';
import type { Db } from '../shared';
import type { ExchangeSession } from './exchangeSession';
import { ExchangeFailure } from './failure';

/** The largest file the parts add up to, and the largest a zip may unpack into. */
const MAX_FILE_BYTES = 2 * 1024 * 1024 * 1024;

/** @internal exported for a test only */
export const partTooLarge = (name: string, limit: number) =>
  `Часть файла «${name}» больше допустимых ${limit.toLocaleString('ru-RU')} байт: ` +
  'уменьшите размер частей в настройках обмена 1С';
const fileTooLarge = (name: string) =>
  `Файл «${name}» больше допустимых ${MAX_FILE_BYTES.toLocaleString('ru-RU')} байт`;
const badName = (name: string) => `Недопустимое имя файла «${name}»`;
const brokenZip = (name: string) => `Архив «${name}» повреждён: его не удалось распаковать`;

/** Where one exchange keeps what 1C uploaded (under DATA_DIR, shared by the processes). */
const exchangeRoot = (dataDir: string) => join(dataDir, 'exchange-1c');
export const exchangeDir = (dataDir: string, session: ExchangeSession) =>
  join(exchangeRoot(dataDir), String(session.id));

/**
 * The path of an uploaded file inside the exchange's folder. 1C sends pictures as
 * `import_files/ab/abcdef.jpg`; anything that leaves the folder is refused.
 */
export function exchangeFile(dataDir: string, session: ExchangeSession, name: string): string {
  const relative = normalize(name.replace(/\\/g, '/'));
  if (!name || relative.startsWith('..') || relative.startsWith(sep) || relative.includes('\0'))
    throw new ExchangeFailure(badName(name));
  return join(exchangeDir(dataDir, session), relative);
}

/**
 * mode=init: what the previous exchanges of this type left is removed (their files; their
 * imports' records stay for staff), and the exchange starts with an empty folder.
 */
export async function initExchange(db: Db, dataDir: string, session: ExchangeSession) {
  const root = exchangeRoot(dataDir);
  const folders = await readdir(root).catch(() => [] as string[]);
  const live = await db.query<{ id: number }>(
    'SELECT id FROM exchange_1c_sessions WHERE id = ANY($1::int[]) AND type <> $2',
    [folders.map(Number).filter(Number.isInteger), session.type],
  );
  const keep = new Set(live.map((row) => String(row.id)));
  for (const folder of folders)
    if (!keep.has(folder)) await rm(join(root, folder), { recursive: true, force: true });
  await mkdir(exchangeDir(dataDir, session), { recursive: true });
}

/** Bytes written from `body`, failing once more than `limit` came. */
async function appendLimited(
  body: Readable,
  out: WriteStream,
  limit: number,
  name: string,
  partLimit: number,
) {
  let bytes = 0;
  await pipeline(
    body,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        bytes += chunk.length;
        if (bytes > limit) throw new ExchangeFailure(partTooLarge(name, partLimit));
        yield chunk;
      }
    },
    out,
  );
}

/**
 * mode=file: the body is one part of `name`, appended to what came before. A part over
 * `partLimit` (init's `file_limit`, the staff's setting), or a file growing past MAX_FILE_BYTES,
 * is refused and its bytes taken back.
 */
export async function receivePart(
  dataDir: string,
  session: ExchangeSession,
  { name, partLimit }: { name: string; partLimit: number },
  body: Readable,
): Promise<void> {
  const path = exchangeFile(dataDir, session, name);
  await mkdir(dirname(path), { recursive: true });
  const before = (await stat(path).catch(() => null))?.size ?? 0;
  const limit = Math.min(partLimit, MAX_FILE_BYTES - before);
  try {
    await appendLimited(body, createWriteStream(path, { flags: 'a' }), limit, name, partLimit);
  } catch (error) {
    await truncate(path, before).catch(() => undefined);
    if (error instanceof ExchangeFailure && before + partLimit > MAX_FILE_BYTES)
      throw new ExchangeFailure(fileTooLarge(name));
    throw error;
  }
}

/**
 * Resolves once `out` takes writes again, or has closed (an ended stream emits no 'drain', and
 * a failed one reports through its 'error').
 */
const drained = (out: WriteStream) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.on('drain', done).on('close', done);
  });

/** Unpacks one zip into `folder` as it streams (flat memory), refusing a path that leaves it. */
async function unzipInto(zipPath: string, folder: string, zipName: string): Promise<void> {
  const writes: Promise<void>[] = [];
  /** Outputs whose buffers are full: reading waits for them. */
  const draining: Promise<unknown>[] = [];
  let unpacked = 0;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };
  // fflate hands an entry's data only to a handler set at once, so the folder is made synchronously.
  const unzip = new Unzip((entry) => {
    if (entry.name.endsWith('/')) return;
    const target = join(folder, normalize(entry.name));
    if (!target.startsWith(folder + sep)) return fail(new ExchangeFailure(badName(entry.name)));
    mkdirSync(dirname(target), { recursive: true });
    const out = createWriteStream(target);
    writes.push(
      new Promise<void>((resolve, reject) => {
        out.on('error', reject).on('finish', resolve);
      }),
    );
    entry.ondata = (error, chunk, final) => {
      if (error) fail(new ExchangeFailure(brokenZip(zipName)));
      unpacked += chunk.length;
      if (unpacked > MAX_FILE_BYTES) fail(new ExchangeFailure(fileTooLarge(zipName)));
      if (chunk.length && !out.write(chunk)) draining.push(drained(out));
      if (final || error) out.end();
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of createReadStream(zipPath)) {
      unzip.push(chunk as Uint8Array);
      if (failure) break;
      // The disk sets the pace: 1C's XML packs about 30 to 1, so what inflates faster than it is
      // written would otherwise pile up in memory.
      await Promise.all(draining.splice(0));
    }
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch {
    fail(new ExchangeFailure(brokenZip(zipName)));
  }
  await Promise.allSettled(writes);
  if (failure) throw failure as Error;
}

/**
 * zip=yes: 1C sends one archive with import.xml, offers.xml and the pictures. The first import
 * call unpacks every archive of the exchange and removes it.
 */
export async function unpackArchives(dataDir: string, session: ExchangeSession): Promise<void> {
  const folder = exchangeDir(dataDir, session);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.toLowerCase().endsWith('.zip'))) {
    await unzipInto(join(folder, name), folder, name);
    await rm(join(folder, name), { force: true });
  }
}
