import { expect, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';

/** The catalogue exchange's url (issue 14, openapi.yaml) and its screen. */
export const EXCHANGE_SCREEN = '/admin/catalog-exchange/';
export const EXCHANGE_API = '/api/admin/catalog/exchange';

/** An import job's dry run and write each take a tick or two of the runner, polled each 1 s. */
export const JOB_TIMEOUT = { timeout: 30_000 };

/** A card or panel of the screen by its accessible name. */
export const region = (scope: Page | Locator, name: string) =>
  scope.getByRole('region', { name, exact: true });

/** The figure a job's report gives for one term ('Будет обновлено' → '3 товара'). */
export const figure = (counts: Locator, term: string) =>
  counts
    .locator('div')
    .filter({ has: counts.page().getByText(term, { exact: true }) })
    .locator('dd');

/** A parsed CSV file: the header and the rows, each a cell list in the header's order. */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

/** The shop's own export format: `;` between cells (the export card's default). */
export function parseCsv(text: string): CsvTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ';',
    skipEmptyLines: true,
  });
  const [header = [], ...rows] = parsed.data;
  return { header, rows };
}

/** Back to the file a spreadsheet would save: UTF-8 with the BOM, `;`, CRLF. */
export function csvText({ header, rows }: CsvTable): string {
  return `\uFEFF${Papa.unparse([header, ...rows], { delimiter: ';', newline: '\r\n' })}\r\n`;
}

/** One cell of a row by its column's name. */
export function cell(table: CsvTable, row: readonly string[], column: string): string {
  const index = table.header.indexOf(column);
  if (index < 0) throw new Error(`the file has no column ${column}`);
  return row[index]!;
}

/** A copy of the row with one cell changed. */
export function withCell(table: CsvTable, row: readonly string[], column: string, value: string) {
  const copy = [...row];
  copy[table.header.indexOf(column)] = value;
  return copy;
}

/** A product card as the shop's section page lists it (page protocol, X-Source: nuxt). */
export interface ShopCard {
  id: number;
  code: string;
  name: string;
  url: string;
  price: number;
  old_price: number | null;
  brand: string | null;
}

interface SectionPage {
  data: { products: ShopCard[]; pagination: { pageCount: number; total: number } };
}

/** Every product a shopper sees in the section (Москва's prices), all pages read. */
export async function shopSectionCards(page: Page, code: string): Promise<ShopCard[]> {
  const read = (url: string) =>
    page.evaluate(async (address) => {
      const response = await fetch(address, { headers: { 'X-Source': 'nuxt' } });
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      return (await response.json()) as SectionPage;
    }, url);
  const first = await read(`/shop/${code}/`);
  const cards = [...first.data.products];
  for (let n = 2; n <= first.data.pagination.pageCount; n += 1)
    cards.push(...(await read(`/shop/${code}/page/${n}/`)).data.products);
  return cards;
}

/** An answer the page's fetch got, whatever its status (callShopApi throws on a refusal). */
export interface Answer {
  status: number;
  body: { error?: { message?: string } } & Record<string, unknown>;
}

/** A JSON call from inside the page with its cookies and the CSRF header (docs/api.md). */
export function postJson(page: Page, path: string, body: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}

/** The export's file as the export form posts it (R-CSV-7), read as text. */
export function exportThroughApi(page: Page, fields: [string, string][]): Promise<string> {
  return page.evaluate(
    async ({ url, fields }) => {
      const response = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams([['action', 'export'], ...fields]),
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    },
    { url: EXCHANGE_API, fields },
  );
}

interface Job {
  status: string;
}

/**
 * Uploads a file as the import card does, waits for its dry run, writes it whole and waits until
 * it is written: a test's clean-up, so the section is left as the test found it.
 */
export async function importThroughApi(page: Page, name: string, text: string): Promise<void> {
  const created = await page.evaluate(
    async ({ url, name, text }) => {
      const body = new FormData();
      body.append('action', 'import');
      body.append('file', new Blob([text], { type: 'text/csv' }), name);
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (response.status !== 202) throw new Error(`import answered ${response.status}`);
      return (await response.json()) as { id: number };
    },
    { url: EXCHANGE_API, name, text },
  );
  const jobUrl = `${EXCHANGE_API}/jobs/${created.id}`;
  await untilStatus(page, jobUrl, 'checked');
  const applied = await postJson(page, `${jobUrl}/apply`, { mode: 'all' });
  if (applied.status !== 200) throw new Error(`apply answered ${applied.status}`);
  await untilStatus(page, jobUrl, 'done');
}

async function untilStatus(page: Page, jobUrl: string, status: string): Promise<void> {
  const statusNow = () =>
    page.evaluate(async (url) => ((await (await fetch(url)).json()) as Job).status, jobUrl);
  await expect.poll(statusNow, { timeout: 60_000 }).toBe(status);
}
