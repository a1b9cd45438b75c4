import { Worker } from 'node:worker_threads';
import type { Chart, ChartOptions, PaletteColour } from '@mosaic';
import type { ChartPicture, KitOutcome, Request, Response } from './chartProtocol';

type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The chart worker (chartWorker.ts) as the main thread calls it: one small worker per app,
 * started by the first request, like the embedded database's. A worker that dies fails what it
 * was asked and the next request starts a new one.
 */
export class ChartThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** Decodes the photo, checks the frame, computes the chart and strips the metadata. */
  makeKit(photo: Uint8Array, palette: PaletteColour[], options: ChartOptions): Promise<KitOutcome> {
    // Copied, not transferred: a small upload may be a view into Node's shared buffer pool.
    return this.send<KitOutcome>({ op: 'kit', photo, palette, options });
  }

  /** The chart as a PNG: the basket's preview or the workshop's pattern. */
  picture(chart: Chart, picture: ChartPicture): Promise<Uint8Array> {
    return this.send<Uint8Array>({ op: 'png', chart, picture });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private send<T>(body: RequestBody): Promise<T> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id });
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./chartWorkerEntry.mjs', import.meta.url));
    // An idle worker must not keep a process alive that has nothing else to do.
    worker.unref();
    worker.on('message', (response: Response) => {
      const call = this.pending.get(response.id);
      this.pending.delete(response.id);
      if (response.ok) call?.resolve(response.value);
      else call?.reject(new Error(`chart worker: ${response.message}`));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`chart worker exited (code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
