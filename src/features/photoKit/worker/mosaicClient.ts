import type { Chart, ChartOptions, PaletteColour, PhotoErrorCode } from '@mosaic';
import type { ChartErrorCode, MosaicAnswer, MosaicRequest, PhotoFacts } from './mosaicMessages';

/** The worker as the client uses it (a fake in tests). */
export interface MosaicWorker {
  postMessage(message: MosaicRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<MosaicAnswer>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

export type LoadResult = { photo: PhotoFacts } | { error: PhotoErrorCode };
export type ChartResult = { chart: Chart } | { error: ChartErrorCode };

interface Waiting {
  kind: MosaicRequest['kind'];
  settle: (answer: MosaicAnswer | null) => void;
}

interface QueuedChart {
  id: number;
  options: ChartOptions;
  palette: readonly PaletteColour[];
}

/**
 * The page's side of the mosaic worker. The newest request wins: a load or chart asked for
 * after another resolves the older one's promise with null at once and its answer is dropped
 * when it comes. The worker computes one chart at a time; options that change while it works
 * wait, and only the latest of them is sent when it is done, so dragging a slider never
 * queues a backlog of charts nobody will see.
 */
export class MosaicClient {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private newestLoad = 0;
  private newestChart = 0;
  private chartInFlight: number | null = null;
  private queued: QueuedChart | null = null;
  private paletteSent: readonly PaletteColour[] | null = null;

  /** False once the worker failed (it could not start, or ran out of memory on a photo). */
  alive = true;

  constructor(private readonly worker: MosaicWorker) {
    worker.addEventListener('message', (event) => this.receive(event.data));
    worker.addEventListener('error', () => this.crash());
  }

  /** Reads a photo (the buffer is transferred to the worker); null when a newer load came. */
  async load(bytes: ArrayBuffer): Promise<LoadResult | null> {
    this.drop(this.newestLoad);
    // A chart of the photo before is of no use any more.
    this.drop(this.newestChart);
    this.queued = null;
    const id = this.nextId++;
    this.newestLoad = id;
    const answer = this.wait(id, 'load');
    this.worker.postMessage({ kind: 'load', id, bytes }, [bytes]);
    const reply = await answer;
    if (reply?.kind === 'loaded') return { photo: reply.photo };
    if (reply?.kind === 'loadFailed') return { error: reply.error };
    return null;
  }

  /** A chart of the loaded photo; null when newer options or a newer photo came first. */
  async chart(
    options: ChartOptions,
    palette: readonly PaletteColour[],
  ): Promise<ChartResult | null> {
    this.drop(this.newestChart);
    const id = this.nextId++;
    this.newestChart = id;
    const answer = this.wait(id, 'chart');
    this.queued = { id, options, palette };
    if (this.chartInFlight === null) this.sendQueued();
    const reply = await answer;
    if (reply?.kind === 'charted') return { chart: reply.chart };
    if (reply?.kind === 'chartFailed') return { error: reply.error };
    return null;
  }

  /** Stops the worker; every open request resolves with null. */
  dispose() {
    this.worker.terminate();
    for (const id of [...this.waiting.keys()]) this.drop(id);
    this.queued = null;
  }

  private wait(id: number, kind: Waiting['kind']) {
    return new Promise<MosaicAnswer | null>((settle) => this.waiting.set(id, { kind, settle }));
  }

  private drop(id: number) {
    const waiting = this.waiting.get(id);
    this.waiting.delete(id);
    waiting?.settle(null);
  }

  /** A dead worker answers nothing: what waits fails at once rather than spinning forever. */
  private crash() {
    this.alive = false;
    this.worker.terminate();
    this.queued = null;
    for (const [id, { kind, settle }] of this.waiting) {
      settle(
        kind === 'load'
          ? { kind: 'loadFailed', id, error: 'BROKEN' }
          : { kind: 'chartFailed', id, error: 'CHART_FAILED' },
      );
    }
    this.waiting.clear();
  }

  private sendQueued() {
    const next = this.queued;
    if (!next) return;
    this.queued = null;
    this.chartInFlight = next.id;
    // The palette (about 450 colours) crosses once; the worker keeps it.
    const palette = next.palette === this.paletteSent ? undefined : next.palette;
    this.paletteSent = next.palette;
    this.worker.postMessage({ kind: 'chart', id: next.id, options: next.options, palette }, []);
  }

  private receive(answer: MosaicAnswer) {
    if (answer.id === this.chartInFlight) {
      this.chartInFlight = null;
      this.sendQueued();
    }
    const waiting = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    waiting?.settle(answer);
  }
}

/** The worker bundled by Vite as a module worker; call it in the browser only (not on import). */
export function startMosaicWorker(): MosaicClient {
  const worker = new Worker(new URL('./mosaic.worker.ts', import.meta.url), { type: 'module' });
  return new MosaicClient(worker as MosaicWorker);
}
