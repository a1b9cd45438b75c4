import { computeChart, PhotoError, readPhoto, type PaletteColour, type Photo } from '@mosaic';
import type { MosaicAnswer, MosaicRequest } from './mosaicMessages';

// The page's mosaic worker (issue 16): the photo is decoded here, once per file, and every chart
// is computed here, so the page's thread only draws. The same engine runs on the server.
// The project's type library is the page's (DOM); these are the two worker members it uses.
interface WorkerScope {
  onmessage: ((event: MessageEvent<MosaicRequest>) => void) | null;
  postMessage(message: MosaicAnswer, transfer: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

let photo: Photo | null = null;
let palette: readonly PaletteColour[] = [];

async function answer(request: MosaicRequest): Promise<MosaicAnswer> {
  if (request.kind === 'load') {
    photo = null;
    try {
      photo = await readPhoto(new Uint8Array(request.bytes));
    } catch (error) {
      return {
        kind: 'loadFailed',
        id: request.id,
        error: error instanceof PhotoError ? error.code : 'BROKEN',
      };
    }
    const { width, height, orientation, type } = photo;
    return { kind: 'loaded', id: request.id, photo: { width, height, orientation, type } };
  }
  if (request.palette) palette = request.palette;
  if (!photo) return { kind: 'chartFailed', id: request.id, error: 'CHART_FAILED' };
  try {
    return {
      kind: 'charted',
      id: request.id,
      chart: computeChart(photo, palette, request.options),
    };
  } catch {
    return { kind: 'chartFailed', id: request.id, error: 'CHART_FAILED' };
  }
}

// Reading a photo awaits its decoder; requests are answered one after another all the same, so a
// chart asked for right after a load is made from the photo that load read.
let turn = Promise.resolve();
scope.onmessage = (event: MessageEvent<MosaicRequest>) => {
  turn = turn.then(async () => {
    const reply = await answer(event.data);
    const transfer = reply.kind === 'charted' ? [reply.chart.cells.buffer] : [];
    scope.postMessage(reply, transfer);
  });
};
