import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../../shared';
import { multipartForm, type Visitor } from '../../testing';

export const EXCHANGE = '/api/admin/catalog/exchange';
export const JOBS = `${EXCHANGE}/jobs`;

export interface Job {
  id: number;
  status: string;
  format: string | null;
  encoding: string | null;
  delimiter: string | null;
  progress: number;
  rowsRead: number;
  rowsApplied: number;
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  rejected: number;
  mode: string | null;
  error: string | null;
  warnings: string[];
  author: string;
}

/** The import form as a browser posts it: action=import and the file, multipart. */
export function uploadFile(
  app: FastifyInstance,
  who: Visitor,
  bytes: Buffer,
  fileName = 'catalog.csv',
) {
  return postWithFile(app, who, { action: 'import' }, bytes, fileName);
}

/** A multipart form post of the exchange with `fields` and one file part named `file`. */
export function postWithFile(
  app: FastifyInstance,
  who: Visitor,
  fields: Record<string, string>,
  bytes: Buffer,
  fileName = 'catalog.csv',
) {
  const { payload, headers } = multipartForm(Object.entries(fields), {
    field: 'file',
    filename: fileName,
    type: 'text/csv',
    bytes,
  });
  const cookie = [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return app.inject({
    method: 'POST',
    url: EXCHANGE,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', ...headers },
    payload,
  });
}

/** Uploads `bytes` and waits for its dry run to end. */
export async function checkedJob(app: FastifyInstance, who: Visitor, bytes: Buffer): Promise<Job> {
  const response = await uploadFile(app, who, bytes);
  expect(response.statusCode, response.body).toBe(202);
  return settled(who, response.json<Job>().id);
}

/** The job once it is no longer checking or applying. */
export async function settled(who: Visitor, id: number, timeoutMs = 60_000): Promise<Job> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await who.get(`${JOBS}/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json<Job>();
    if (job.status !== 'checking' && job.status !== 'applying') return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Writes a checked job (`valid`: its good rows) and waits until it is written. */
export async function appliedJob(who: Visitor, job: Job, mode: 'valid' | 'all' = 'valid') {
  const response = await who.post(`${JOBS}/${job.id}/apply`, { mode });
  expect(response.statusCode, response.body).toBe(200);
  const done = await settled(who, job.id);
  expect(done).toMatchObject({ status: 'done', error: null });
  return done;
}

/** A UTF-8 CSV with a BOM, `;`-separated, as the shop's export writes it. */
export const csv = (rows: readonly (readonly (string | number)[])[], delimiter = ';') =>
  Buffer.from('\uFEFF' + rows.map((row) => row.map(String).join(delimiter)).join('\r\n') + '\r\n');

/** «Алмазная вышивка / Цветы / Розы»: a product there, and what a new product there needs. */
export interface RosesDemo {
  product: { id: number; code: string };
  section: number;
  /** Values of the required list properties (razmer there, brend everywhere). */
  razmer: string;
  brend: string;
}

export async function rosesDemo(db: Queryable): Promise<RosesDemo> {
  const [row] = await db.query<{
    id: number;
    code: string;
    section_id: number;
    razmer: string;
    brend: string;
  }>(
    `SELECT p.id, p.code, p.section_id,
            (SELECT v.value FROM property_values v JOIN properties pr ON pr.id = v.property_id
              WHERE v.id = ANY(p.value_ids) AND pr.code = 'razmer') AS razmer,
            (SELECT v.value FROM property_values v JOIN properties pr ON pr.id = v.property_id
              WHERE v.id = ANY(p.value_ids) AND pr.code = 'brend') AS brend
       FROM products p JOIN sections s ON s.id = p.section_id
      WHERE s.code = 'almaznaya-vyshivka-tsvety-rozy' AND p.kind = 'regular'
      ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo has no product in «Розы»');
  return {
    product: { id: row.id, code: row.code },
    section: row.section_id,
    razmer: row.razmer,
    brend: row.brend,
  };
}

/** `rows` new products for «Розы», coded `<prefix>-00000`…, each with the required values and a price. */
export const newRosesFile = (
  demo: RosesDemo,
  prefix: string,
  rows: number,
  price: (i: number) => string | number = (i) => 1000 + i,
) =>
  csv([
    ['CODE', 'NAME', 'SECTION_ID', 'PROPERTY_RAZMER', 'PROPERTY_BREND', 'PRICE_BASE'],
    ...Array.from({ length: rows }, (_, i) => [
      `${prefix}-${String(i).padStart(5, '0')}`,
      `Картина ${prefix} №${i}`,
      demo.section,
      demo.razmer,
      demo.brend,
      price(i),
    ]),
  ]);
