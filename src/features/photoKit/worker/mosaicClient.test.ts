import { describe, expect, it } from 'vitest';
import type { Chart, ChartOptions } from '@mosaic';
import { MosaicClient, type MosaicWorker } from './mosaicClient';
import type { MosaicAnswer, MosaicRequest } from './mosaicMessages';

/** A worker that answers only when the test says so, keeping what the page sent. */
function fakeWorker() {
  const sent: MosaicRequest[] = [];
  let onMessage: (event: MessageEvent<MosaicAnswer>) => void = () => {};
  let onError: () => void = () => {};
  const worker: MosaicWorker = {
    postMessage: (message) => void sent.push(message),
    addEventListener: (type: 'message' | 'error', handler: never) => {
      if (type === 'message') onMessage = handler;
      else onError = handler;
    },
    terminate: () => {},
  };
  const reply = (answer: MosaicAnswer) => onMessage({ data: answer } as MessageEvent<MosaicAnswer>);
  return { worker, sent, reply, crash: () => onError() };
}

const palette = [{ code: '310', name: 'Чёрный', hex: '#000000' }];
const options = (maxColours: number): ChartOptions => ({
  cols: 160,
  rows: 200,
  crop: { x: 0, y: 0, width: 800, height: 1000 },
  colourMode: 'colour',
  maxColours,
  dithering: false,
});
const chartFor = (request: MosaicRequest): Chart => ({
  version: 'mosaic-1',
  cols: 160,
  rows: 200,
  colours: [],
  cells: new Uint8Array(0),
  matchedColours: 0,
  hash: `hash-${request.id}`,
});
const charted = (request: MosaicRequest): MosaicAnswer => ({
  kind: 'charted',
  id: request.id,
  chart: chartFor(request),
});
const chartRequests = (sent: MosaicRequest[]) => sent.filter((request) => request.kind === 'chart');

describe('MosaicClient', () => {
  it('issue 16: options changed while a chart computes send only the latest, and stale answers are dropped', async () => {
    const { worker, sent, reply } = fakeWorker();
    const client = new MosaicClient(worker);

    const first = client.chart(options(40), palette);
    const second = client.chart(options(30), palette);
    const third = client.chart(options(20), palette);
    // Only the first went to the worker; the middle one was overtaken before it was sent.
    expect(chartRequests(sent)).toHaveLength(1);
    await expect(second).resolves.toBeNull();
    await expect(first).resolves.toBeNull();

    reply(charted(sent[0]!));
    const [, latest] = chartRequests(sent);
    expect(chartRequests(sent)).toHaveLength(2);
    expect(latest).toMatchObject({ kind: 'chart', options: { maxColours: 20 } });

    reply(charted(latest!));
    await expect(third).resolves.toEqual({ chart: chartFor(latest!) });
  });

  it('issue 16: the palette crosses to the worker with the first chart only', () => {
    const { worker, sent, reply } = fakeWorker();
    const client = new MosaicClient(worker);
    void client.chart(options(40), palette);
    reply(charted(sent[0]!));
    void client.chart(options(30), palette);
    const [first, second] = chartRequests(sent);
    expect(first).toMatchObject({ palette });
    expect(second).not.toHaveProperty('palette', palette);
  });

  it('issue 16: a new photo drops the chart of the one before and the older load', async () => {
    const { worker, sent, reply } = fakeWorker();
    const client = new MosaicClient(worker);
    const oldLoad = client.load(new ArrayBuffer(8));
    const oldChart = client.chart(options(40), palette);
    const newLoad = client.load(new ArrayBuffer(8));
    await expect(oldLoad).resolves.toBeNull();
    await expect(oldChart).resolves.toBeNull();

    const [firstLoad, chart, secondLoad] = sent;
    reply({ kind: 'loadFailed', id: firstLoad!.id, error: 'BROKEN' });
    reply(charted(chart!));
    const photo = { width: 800, height: 1000, orientation: 1, type: 'jpeg' } as const;
    reply({ kind: 'loaded', id: secondLoad!.id, photo });
    await expect(newLoad).resolves.toEqual({ photo });
  });

  it('issue 16: a photo the worker cannot read resolves with its error code', async () => {
    const { worker, sent, reply } = fakeWorker();
    const client = new MosaicClient(worker);
    const load = client.load(new ArrayBuffer(8));
    reply({ kind: 'loadFailed', id: sent[0]!.id, error: 'NOT_IMAGE' });
    await expect(load).resolves.toEqual({ error: 'NOT_IMAGE' });
  });

  it('issue 16: a worker that dies fails what waits instead of reading forever', async () => {
    const { worker, crash } = fakeWorker();
    const client = new MosaicClient(worker);
    const load = client.load(new ArrayBuffer(8));
    crash();
    await expect(load).resolves.toEqual({ error: 'BROKEN' });
    expect(client.alive).toBe(false);
  });
});
