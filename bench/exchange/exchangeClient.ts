/**
 * A staff member's side of the catalogue exchange over HTTP, as the screen does it: sign in,
 * export, upload a file for import, follow its job through the dry run, apply it.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';
import { csvLine, UTF8_BOM } from '../../server/modules/admin/catalogExchange/csvText';
import { ELEMENT_PARAMETERS } from '../../server/modules/admin/catalogExchange/columns';
import type { Before } from './benchDatabase';

const EXCHANGE = '/api/admin/catalog/exchange';
export const PARAMETERS = ELEMENT_PARAMETERS.map((parameter) => parameter.CODE);
export const PROPERTIES = ['razmer', 'tema', 'brend', 'artikul', 'ves'];
export const CATALOG = [
  'PRICE_BASE',
  'OLD_PRICE_BASE',
  'PRICE_SPB',
  'PRICE_REGIONS',
  'PRICE_FAR_EAST',
];
const CATALOG_STOCK = 'STOCK';

const agent = new http.Agent({ keepAlive: true });

export interface Client {
  port: number;
  cookie: string;
}

function request(
  client: Client,
  method: string,
  url: string,
  headers: http.OutgoingHttpHeaders,
  write: (req: http.ClientRequest) => Promise<void> | void,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: client.port,
        method,
        path: url,
        headers: { cookie: client.cookie, 'x-requested-with': 'XMLHttpRequest', ...headers },
      },
      resolve,
    );
    req.on('error', reject);
    Promise.resolve(write(req)).catch(reject);
  });
}

async function json<T>(response: http.IncomingMessage, expected: number): Promise<T> {
  let text = '';
  for await (const chunk of response) text += String(chunk);
  if (response.statusCode !== expected)
    throw new Error(`answered ${response.statusCode}, not ${expected}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

export async function signIn(port: number, login: string, password: string): Promise<Client> {
  const body = JSON.stringify({ login, password });
  const response = await request(
    { port, cookie: '' },
    'POST',
    '/api/user/auth',
    { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    (req) => void req.end(body),
  );
  await json(response, 200);
  const cookie = (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return { port, cookie };
}

/** The export form's fields, repeated names as a multiple select sends them. */
function exportForm(before: Before): string {
  const fields: [string, string][] = [
    ['action', 'export'],
    ['INCLUDE_SUBSECTIONS', 'Y'],
    ...before.sectionIds.map((id): [string, string] => ['SECTION_ID[]', String(id)]),
    ...PARAMETERS.map((code): [string, string] => ['parameters[]', code]),
    ...before.propertyIds.map((id): [string, string] => ['properties[]', String(id)]),
    ...[...CATALOG, CATALOG_STOCK].map((code): [string, string] => ['catalog[]', code]),
  ];
  return new URLSearchParams(fields).toString();
}

/**
 * The whole catalogue exported to `file`, 20 columns; `onStart` runs as the request goes out
 * (to start sampling the server), and the times are from then.
 */
export async function runExport(
  client: Client,
  before: Before,
  file: string,
  onStart: () => void = () => undefined,
) {
  const form = exportForm(before);
  onStart();
  const started = performance.now();
  const response = await request(
    client,
    'POST',
    EXCHANGE,
    {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(form),
    },
    (req) => void req.end(form),
  );
  if (response.statusCode !== 200) await json(response, 200);
  let firstByte = 0;
  response.once('data', () => (firstByte = performance.now() - started));
  await pipeline(response, createWriteStream(file));
  const lastByte = performance.now() - started;
  return { firstByte, lastByte, bytes: (await stat(file)).size };
}

/**
 * An export with every price cell raised by 7 % (so every row updates) and, with `stock`, every
 * stock changed too (so every product row is rewritten as well); resolves to the rows written.
 */
export async function changedCatalogue(
  source: string,
  target: string,
  { stock }: { stock: boolean },
): Promise<number> {
  const text = (await readFile(source, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = Papa.parse<string[]>(text, {
    delimiter: ';',
    skipEmptyLines: true,
  }).data;
  if (!header) throw new Error('the export is empty');
  const priceColumns = header.flatMap((code, i) => (code.startsWith('PRICE_') ? [i] : []));
  const stockColumn = stock ? header.indexOf(CATALOG_STOCK) : -1;
  const lines = [UTF8_BOM + csvLine(header, ';')];
  for (const row of rows) {
    for (const i of priceColumns) {
      const price = Number(row[i]);
      if (row[i] !== '' && Number.isFinite(price)) row[i] = (price * 1.07 + 1).toFixed(2);
    }
    if (stockColumn >= 0) row[stockColumn] = String(Number(row[stockColumn] || 0) + 3);
    lines.push(csvLine(row, ';'));
  }
  await writeFile(target, lines.join(''));
  return rows.length;
}

export interface Job {
  id: number;
  status: string;
  rowsRead: number;
  rowsApplied: number;
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  rejected: number;
  error: string | null;
}

export async function upload(client: Client, file: string): Promise<Job> {
  const boundary = '----benchExchange';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="action"\r\n\r\nimport\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalog.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { size } = await stat(file);
  const response = await request(
    client,
    'POST',
    EXCHANGE,
    {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + size + tail.length,
    },
    async (req) => {
      req.write(head);
      for await (const chunk of createReadStream(file)) req.write(chunk);
      req.end(tail);
    },
  );
  return json<Job>(response, 202);
}

async function jobOf(client: Client, id: number): Promise<Job> {
  return json<Job>(
    await request(client, 'GET', `${EXCHANGE}/jobs/${id}`, {}, (req) => void req.end()),
    200,
  );
}

/** Polls the job every 100 ms until `done(job)`; `seen` hears every answer. */
export async function until(
  client: Client,
  id: number,
  done: (job: Job) => boolean,
  seen: (job: Job) => void = () => undefined,
): Promise<Job> {
  for (;;) {
    const job = await jobOf(client, id);
    seen(job);
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The checked job applied with mode `valid` (its good rows written). */
export async function apply(client: Client, id: number): Promise<void> {
  const body = JSON.stringify({ mode: 'valid' });
  await json(
    await request(
      client,
      'POST',
      `${EXCHANGE}/jobs/${id}/apply`,
      { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      (req) => void req.end(body),
    ),
    200,
  );
}
