import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import {
  checkCrop,
  computeChart,
  encodePreviewPng,
  PhotoError,
  readPhoto,
  renderPatternPng,
  stripMetadata,
} from '@mosaic';
import { initNodeDecoders } from '@mosaic/node';
import type { KitOutcome, Request, Response, WorkerMessage } from './chartProtocol';

/**
 * A chart worker of the pool (chartPool.ts): decoding a 12 MP photo takes about a second and a
 * workshop pattern is a large PNG, so both run here, off the event loop (issue 16). It takes one
 * job at a time; one that runs too long ends with the whole worker (issue 22).
 */
const port = parentPort;
if (!port) throw new Error('chartWorker must run in a worker thread');

async function makeKit(request: Extract<Request, { op: 'kit' }>): Promise<KitOutcome> {
  let photo;
  try {
    photo = await readPhoto(request.photo);
  } catch (error) {
    if (error instanceof PhotoError) return { refused: error.code };
    throw error;
  }
  const problem = checkCrop(photo, request.options);
  if (problem) return { refused: problem };
  const chart = computeChart(photo, request.palette, request.options);
  const stripped = stripMetadata(request.photo, photo.type);
  const sha256 = createHash('sha256').update(stripped).digest('hex');
  return { made: { chart, type: photo.type, orientation: photo.orientation, stripped, sha256 } };
}

async function handle(request: Request): Promise<KitOutcome | Uint8Array> {
  if (request.op === 'kit') return makeKit(request);
  return request.picture === 'preview'
    ? encodePreviewPng(request.chart)
    : renderPatternPng(request.chart);
}

const say = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

port.on('message', async (request: Request) => {
  if (request.hold) {
    say({ held: true });
    Atomics.wait(request.hold, 0, 0);
  }
  let response: Response;
  try {
    response = { ok: true, value: await handle(request) };
  } catch (error) {
    response = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  say(response, transferablesOf(response));
});

// The pool times a job from when it is posted: the decoders' set-up is not the job's.
await initNodeDecoders();
say({ ready: true });

/** The answer's big buffers move to the main thread instead of being copied. */
function transferablesOf(response: Response): ArrayBuffer[] {
  if (!response.ok) return [];
  const { value } = response;
  const buffers =
    value instanceof Uint8Array
      ? [value]
      : 'made' in value
        ? [value.made.stripped, value.made.chart.cells]
        : [];
  const owned = buffers.flatMap((bytes) =>
    bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [],
  );
  return [...new Set(owned)];
}
