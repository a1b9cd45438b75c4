import { Worker } from 'node:worker_threads';
import type { Chart, ChartOptions, PaletteColour } from '@mosaic';
import { HttpError } from '../../lib/errors';
import type { ChartLimits } from './chartLimits';
import type { ChartPicture, Job, KitOutcome, WorkerMessage } from './chartProtocol';
import { CHART_TIMEOUT, CHARTS_OVERLOADED } from './messages';

/** What the refusal of a full pool asks the client to wait, as its message says: a minute. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 60;

/** 503 'Сервис перегружен, попробуйте через минуту': every worker busy and the queue full. */
export class ChartsOverloaded extends HttpError {
  constructor() {
    super(503, 'OVERLOADED', CHARTS_OVERLOADED);
  }
}

interface Hold {
  word: Int32Array;
  held: () => void;
}

interface Call {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker thread of the pool; it takes a job once `ready` resolves, one job at a time. */
class ChartWorker {
  readonly ready: Promise<void>;
  /** Ended by a timeout, a crash or the pool's close: never given another job. */
  ended = false;
  private readonly worker = new Worker(new URL('./chartWorkerEntry.mjs', import.meta.url));
  private call: (Call & { held?: () => void }) | null = null;

  constructor() {
    // An idle worker must not keep a process alive that has nothing else to do.
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) return resolve();
        if ('held' in message) return this.call?.held?.();
        const call = this.call;
        this.call = null;
        if (message.ok) call?.resolve(message.value);
        else call?.reject(new Error(`chart worker: ${message.message}`));
      });
      const fail = (error: Error) => {
        this.ended = true;
        reject(error);
        this.call?.reject(error);
        this.call = null;
      };
      this.worker.on('error', fail);
      this.worker.on('exit', (code) => fail(new Error(`chart worker exited (code ${code})`)));
    });
  }

  /** Runs `job`; past `timeoutMs` the worker is ended and the job answers 503 CHART_TIMEOUT. */
  run(job: Job, timeoutMs: number, hold: Hold | null): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.call = null;
        reject(new HttpError(503, 'CHART_TIMEOUT', CHART_TIMEOUT));
        void this.end();
      }, timeoutMs);
      const settled =
        <T>(settle: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          settle(value);
        };
      this.call = { resolve: settled(resolve), reject: settled(reject), held: hold?.held };
      // Copied, not transferred: a small upload may be a view into Node's shared buffer pool.
      this.worker.postMessage({ ...job, hold: hold?.word });
    });
  }

  end(): Promise<number> {
    this.ended = true;
    return this.worker.terminate();
  }
}

interface Queued extends Call {
  job: Job;
  /** Answers 503 when no worker took the job within `queueWaitMs`. */
  waitTimer?: NodeJS.Timeout;
}

/**
 * The chart workers (issue 22): at most `workers` jobs run at once, each in a worker thread of its
 * own, and `queue` more wait; the next is refused at once (ChartsOverloaded) rather than held
 * while memory and waiting times grow, and so is one that waited `queueWaitMs`. A job that runs
 * past `timeoutMs` ends its worker; the next job starts a new one. Workers start when a job needs
 * one and then stay for the next.
 */
export class ChartPool {
  private readonly idle: ChartWorker[] = [];
  private readonly waiting: Queued[] = [];
  private readonly workers = new Set<ChartWorker>();
  private running = 0;
  private closed = false;
  private hold: Hold | null = null;

  constructor(private readonly limits: ChartLimits) {}

  /** Decodes the photo, checks the frame, computes the chart and strips the metadata. */
  makeKit(photo: Uint8Array, palette: PaletteColour[], options: ChartOptions): Promise<KitOutcome> {
    return this.submit({ op: 'kit', photo, palette, options }) as Promise<KitOutcome>;
  }

  /** The chart as a PNG: the basket's preview or the workshop's pattern. */
  picture(chart: Chart, picture: ChartPicture): Promise<Uint8Array> {
    return this.submit({ op: 'png', chart, picture }) as Promise<Uint8Array>;
  }

  /**
   * For tests: the next job to start blocks its worker thread (Atomics.wait) until `release`,
   * as a photo that takes forever to decode would; `held` resolves once it does.
   */
  holdNextJob(): { held: Promise<void>; release: () => void } {
    const word = new Int32Array(new SharedArrayBuffer(4));
    const held = new Promise<void>((resolve) => (this.hold = { word, held: resolve }));
    const release = () => {
      Atomics.store(word, 0, 1);
      Atomics.notify(word, 0);
    };
    return { held, release };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.waiting.splice(0)) {
      clearTimeout(queued.waitTimer);
      queued.reject(new Error('chart pool closed'));
    }
    await Promise.all([...this.workers].map((worker) => worker.end()));
  }

  private submit(job: Job): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('chart pool closed'));
    const full = this.running >= this.limits.workers && this.waiting.length >= this.limits.queue;
    if (full) return Promise.reject(new ChartsOverloaded());
    return new Promise((resolve, reject) => {
      const queued: Queued = { job, resolve, reject };
      this.waiting.push(queued);
      this.startWaiting();
      if (!this.waiting.includes(queued)) return;
      queued.waitTimer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(queued), 1);
        reject(new ChartsOverloaded());
      }, this.limits.queueWaitMs);
    });
  }

  private startWaiting(): void {
    while (this.running < this.limits.workers && this.waiting.length > 0) {
      const queued = this.waiting.shift()!;
      clearTimeout(queued.waitTimer);
      this.running++;
      void this.execute(queued).finally(() => {
        this.running--;
        this.startWaiting();
      });
    }
  }

  private async execute({ job, resolve, reject }: Queued): Promise<void> {
    let worker: ChartWorker | undefined;
    try {
      worker = this.idle.pop() ?? (await this.start());
      const hold = this.hold;
      this.hold = null;
      resolve(await worker.run(job, this.limits.timeoutMs, hold));
    } catch (error) {
      reject(error as Error);
    }
    if (!worker) return;
    if (worker.ended) this.workers.delete(worker);
    else if (this.closed) await worker.end();
    else this.idle.push(worker);
  }

  private async start(): Promise<ChartWorker> {
    const worker = new ChartWorker();
    this.workers.add(worker);
    try {
      await worker.ready;
    } catch (error) {
      this.workers.delete(worker);
      throw error;
    }
    return worker;
  }
}
