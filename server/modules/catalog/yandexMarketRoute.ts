import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptsEncoding } from '../../lib/http/compression';
import { DEFAULT_LOCATION_ID } from '../location';
import { shippingFor } from '../shipping';
import type { CatalogIndex } from './catalogIndex';
import type { CatalogSnapshot } from './catalogSnapshot';
import { yandexMarketFeed } from './yandexMarketFeed';

const YANDEX_MARKET_FEED_PATH = '/feeds/yandex-market.xml';

/**
 * `/feeds/yandex-market.xml` (issue 27 point 3): the feed of the current catalogue snapshot,
 * written once per snapshot, gzipped, to a file of the data folder and sent from there; requests
 * that come while it is written wait for the same file. Memory stays flat: the document streams
 * from the database through gzip to the disk, and from the disk to the client. A client that
 * takes no gzip (Market's robot does) gets it gunzipped on the way.
 */
/** Gzip's level 4: 0.8 s of CPU for the full demo's 155 MB, 11.5 MB; level 6 took 1.3 s for 10 MB. */
const GZIP_LEVEL = 4;
const FILE_NAME = /^yandex-market-(\d+)-\d+\.xml\.gz(\.partial)?$/;

export function registerYandexMarketRoute(app: FastifyInstance, index: CatalogIndex): void {
  const folder = join(app.config.dataDir, 'feeds');
  const files = new WeakMap<CatalogSnapshot, Promise<string>>();
  let written = 0;
  let previous: Promise<string> | null = null;

  const write = async (snapshot: CatalogSnapshot): Promise<string> => {
    await mkdir(folder, { recursive: true });
    if (written === 0) await removeFilesOfEndedProcesses(folder);
    const file = join(folder, `yandex-market-${process.pid}-${++written}.xml.gz`);
    const partial = `${file}.partial`;
    const shipping = await shippingFor(app.db, undefined, DEFAULT_LOCATION_ID);
    if (!shipping) throw new Error('the default city has no delivery');
    const feed = yandexMarketFeed(app.db, snapshot, {
      origin: app.config.publicUrl,
      shipping,
      date: new Date(),
    });
    try {
      await pipeline(
        Readable.from(feed),
        createGzip({ level: GZIP_LEVEL }),
        createWriteStream(partial),
      );
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return file;
  };

  const fileOf = (snapshot: CatalogSnapshot): Promise<string> => {
    let file = files.get(snapshot);
    if (!file) {
      const before = previous;
      file = write(snapshot);
      // A failed write is tried again by the next request, not remembered.
      file.catch(() => files.delete(snapshot));
      files.set(snapshot, file);
      previous = file;
      // The last snapshot's file goes once this one is written.
      void file.then(
        () => before?.then((old) => rm(old, { force: true })).catch(() => undefined),
        () => undefined,
      );
    }
    return file;
  };

  app.get(YANDEX_MARKET_FEED_PATH, async (request, reply) => {
    const file = await fileOf(index.current());
    reply.type('application/xml; charset=utf-8').header('vary', 'Accept-Encoding');
    if (acceptsEncoding(request.headers['accept-encoding'], 'gzip'))
      return reply.header('content-encoding', 'gzip').send(createReadStream(file));
    return reply.send(createReadStream(file).pipe(createGunzip()));
  });
}

/**
 * Feed files are named by the process that wrote them, so processes serving side by side
 * (WORKERS) never remove a file another one is sending; a process that has ended leaves its files,
 * removed here by the next process that writes one.
 */
async function removeFilesOfEndedProcesses(folder: string): Promise<void> {
  for (const name of await readdir(folder)) {
    const pid = Number(FILE_NAME.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid))
      await rm(join(folder, name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
