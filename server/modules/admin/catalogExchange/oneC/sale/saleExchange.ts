import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { PaymentDeps } from '../../shared';
import type { ExchangeSession } from '../exchangeSession';
import { exchangeDir, exchangeFile, receivePart, unpackArchives } from '../files';
import { protocolSettings } from '../settings';
import { applyChangesFile } from './applyChanges';
import { toWindows1251 } from './xmlText';

const CLOSING_TAG = '</КоммерческаяИнформация>';
const CLOSING_BYTES = [Buffer.from(CLOSING_TAG, 'utf8'), toWindows1251(CLOSING_TAG)];
/** A zip ends with its directory's end record (22 bytes and a comment of up to 65 535). */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_TAIL = 22 + 0xffff;
const XML_TAIL = 1024;

async function tailOf(path: string, bytes: number): Promise<Buffer> {
  const size = (await stat(path)).size;
  const length = Math.min(size, bytes);
  const file = await open(path, 'r');
  try {
    const { buffer } = await file.read(Buffer.alloc(length), 0, length, size - length);
    return buffer;
  } finally {
    await file.close();
  }
}

/** Whether 1C has sent the file's last part: a zip's end record, or the XML's closing tag. */
async function complete(path: string, name: string): Promise<boolean> {
  if (!name.toLowerCase().endsWith('.zip')) {
    const tail = await tailOf(path, XML_TAIL);
    return CLOSING_BYTES.some((closing) => tail.includes(closing));
  }
  const tail = await tailOf(path, ZIP_TAIL);
  for (let at = tail.length - 22; at >= 0; at--)
    if (
      tail.subarray(at, at + 4).equals(ZIP_END) &&
      at + 22 + tail.readUInt16LE(at + 20) === tail.length
    )
      return true;
  return false;
}

/**
 * Applies every file of changes the exchange holds (a zip unpacked first), each in its own
 * transaction; a file is removed once tried, so 1C sends a refused one again in full.
 */
export async function applyReceived(deps: PaymentDeps, session: ExchangeSession): Promise<void> {
  const { dataDir } = deps.config;
  await unpackArchives(dataDir, session);
  const folder = exchangeDir(dataDir, session);
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.toLowerCase().endsWith('.xml'))
    .sort();
  for (const name of names) {
    const path = join(folder, name);
    try {
      await applyChangesFile(deps, session, path, name);
    } finally {
      await rm(path, { force: true });
    }
  }
}

/**
 * type=sale&mode=file: a part of 1C's file of order changes. 1C sends no import call for
 * orders, so the file is applied as soon as its last part came.
 */
export async function receiveChanges(
  deps: PaymentDeps,
  session: ExchangeSession,
  name: string,
  body: Readable,
): Promise<void> {
  const { dataDir } = deps.config;
  // The part size init answered (the staff's setting, read per call as init reads it).
  const { fileLimit } = await protocolSettings(deps.db);
  await receivePart(dataDir, session, { name, partLimit: fileLimit }, body);
  if (await complete(exchangeFile(dataDir, session, name), name))
    await applyReceived(deps, session);
}
