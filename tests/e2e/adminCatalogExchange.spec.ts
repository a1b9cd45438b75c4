import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  cell,
  csvText,
  EXCHANGE_API,
  EXCHANGE_SCREEN,
  exportThroughApi,
  figure,
  importThroughApi,
  JOB_TIMEOUT,
  parseCsv,
  postJson,
  region,
  shopSectionCards,
  withCell,
  type CsvTable,
  type ShopCard,
} from './catalogExchange';
import { expect, test } from './fixtures';
import { callShopApi } from './shopApi';
import { signInAsStaff } from './staff';

/*
 * Issue 14 acceptance, the catalogue CSV exchange on /admin/catalog-exchange/. The tests export,
 * change and import the products of «Сборные модели» (its two subsections), which no other
 * end-to-end test opens, and put back every price they wrote. Import jobs are shared by the whole
 * shop, so a test follows its own job by its file's unique name.
 */
// In order in one worker, as the second test writes prices the third compares. An import waits
// for the runner's 1 s ticks twice (dry run, write) beside the other files' tests.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const SECTION_NAME = 'Сборные модели';
const SECTION_CODE = 'sbornye-modeli';
/** The brand is a shared property: every product has it, and the shop's cards show it. */
const BRAND = { code: 'brend', column: 'PROPERTY_BREND' };
const PARAMETERS = ['ID', 'CODE', 'NAME', 'ACTIVE', 'SECTION_ID'];
const CATALOG = ['PRICE_BASE', 'OLD_PRICE_BASE'];
/** The file's columns: parameters, then properties, then the catalogue's (server export/plan.ts). */
const COLUMNS = [...PARAMETERS, BRAND.column, ...CATALOG];

interface ExchangeData {
  sections: { id: number; name: string; parentId: number | null }[];
  sharedProperties: { ID: number; CODE: string }[];
}

/** The section and its subsections' ids, and the brand property's id, as getData lists them. */
async function exchangeIds(page: Page) {
  const data = await callShopApi<ExchangeData>(page, `${EXCHANGE_API}?action=getData`);
  const top = data.sections.find((s) => s.parentId === null && s.name === SECTION_NAME)!;
  return {
    sectionId: top.id,
    subsectionIds: data.sections.filter((s) => s.parentId === top.id).map((s) => s.id),
    brandId: data.sharedProperties.find((p) => p.CODE === BRAND.code)!.ID,
  };
}

/** The form fields the screen posts for the choice chooseExport makes (R-CSV-7). */
function exportFields(ids: Awaited<ReturnType<typeof exchangeIds>>): [string, string][] {
  return [
    ['SECTION_ID[]', String(ids.sectionId)],
    ['INCLUDE_SUBSECTIONS', 'Y'],
    ['properties[]', String(ids.brandId)],
    ...PARAMETERS.map((code): [string, string] => ['parameters[]', code]),
    ...CATALOG.map((code): [string, string] => ['catalog[]', code]),
    ['encoding', 'utf-8'],
    ['delimiter', ';'],
  ];
}

/** A column's checkbox, labelled with the column's name and then its code. */
const columnBox = (card: Locator, code: string) =>
  card.getByRole('checkbox', { name: new RegExp(`\\s${code}$`) });

async function openScreen(page: Page) {
  await page.goto(EXCHANGE_SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Обмен каталога CSV' })).toBeVisible();
  await expect(region(page, 'Выгрузка')).toBeVisible();
}

/** Chooses the section as staff do: finds it by name and ticks it, with or without subsections. */
async function chooseSection(page: Page, withSubsections: boolean) {
  const card = region(page, 'Разделы');
  await card.getByRole('searchbox', { name: 'Найти раздел' }).fill(SECTION_NAME);
  await card.getByRole('checkbox', { name: SECTION_NAME, exact: true }).check();
  if (withSubsections) await card.getByRole('checkbox', { name: 'С подразделами' }).check();
  await expect(card.getByRole('status')).toHaveText('Выбрано разделов: 1');
}

/** The section with its subsections and COLUMNS ticked on the cards, the rest unticked. */
async function chooseExport(page: Page) {
  await chooseSection(page, true);
  const parameters = region(page, 'Параметры элемента');
  await parameters.getByRole('button', { name: 'Снять все: Параметры элемента' }).click();
  for (const code of PARAMETERS) await columnBox(parameters, code).check();
  const catalog = region(page, 'Свойства элемента каталога');
  await catalog.getByRole('button', { name: 'Снять все: Свойства элемента каталога' }).click();
  for (const code of CATALOG) await columnBox(catalog, code).check();
  // «Основные», the first shared group, is open at the start (R-CSV-1).
  await columnBox(region(page, 'Общие свойства'), BRAND.code).check();
}

/**
 * Presses 'Выгрузить товары' and takes the file the browser downloads, and the link it opened
 * (issue 25 point 5: the browser downloads the export itself, from a link with the form's fields).
 */
async function exportOnScreen(page: Page): Promise<{ bytes: Buffer; link: URL }> {
  const opened = page.waitForRequest(
    (request) =>
      request.method() === 'GET' && new URL(request.url()).pathname === `${EXCHANGE_API}/export`,
  );
  const downloading = page.waitForEvent('download');
  await region(page, 'Выгрузка').getByRole('button', { name: 'Выгрузить товары' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalog-\d{4}-\d{2}-\d{2}\.csv$/);
  return { bytes: await readFile(await download.path()), link: new URL((await opened).url()) };
}

/** Chooses a file on the import card and sends it for the dry run; gives the job's panel. */
async function uploadOnScreen(page: Page, name: string, text: string): Promise<Locator> {
  const card = region(page, 'Загрузка');
  await card.getByLabel('CSV-файл каталога').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf-8'),
  });
  await expect(card.getByText(`Выбран файл ${name}`)).toBeVisible();
  await card.getByRole('button', { name: 'Проверить файл' }).click();
  return region(card, `Файл ${name}`);
}

const activeRows = (file: CsvTable) => file.rows.filter((row) => cell(file, row, 'ACTIVE') === 'Y');

/** The shop's price text on a page: '1 051 ₽' with its spaces taken out. */
const priceText = (price: number) => `${price}₽`;

const uniqueName = (what: string) => `e2e-${what}-${Date.now()}.csv`;

test.describe('issue 14: catalogue CSV exchange', () => {
  test('issue 14 acceptance: an export of a section with chosen columns is the section’s products as the shop has them, UTF-8 with BOM', async ({
    page,
  }) => {
    await signInAsStaff(page, 'admin');
    const ids = await exchangeIds(page);
    await openScreen(page);
    await chooseExport(page);
    const { bytes, link } = await exportOnScreen(page);

    // R-CSV-7: the export fields the screen chose, in the link the browser downloaded
    const form = link.searchParams;
    expect(form.getAll('SECTION_ID')).toEqual([String(ids.sectionId)]);
    expect(form.get('INCLUDE_SUBSECTIONS')).toBe('Y');
    expect(form.getAll('properties')).toEqual([String(ids.brandId)]);
    expect(form.getAll('parameters')).toEqual(PARAMETERS);
    expect(form.getAll('catalog')).toEqual(CATALOG);

    // UTF-8 with the BOM by default, so Excel reads the Cyrillic names
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const file = parseCsv(text);
    expect(file.header).toEqual(COLUMNS);

    // Every product of both subsections, and nothing else: the active ones are the shop's cards.
    const cards = await shopSectionCards(page, SECTION_CODE);
    const fromFile = activeRows(file).map((row) => ({
      id: Number(cell(file, row, 'ID')),
      code: cell(file, row, 'CODE'),
      name: cell(file, row, 'NAME'),
      brand: cell(file, row, BRAND.column),
      price: Number(cell(file, row, 'PRICE_BASE')),
      oldPrice: cell(file, row, 'OLD_PRICE_BASE')
        ? Number(cell(file, row, 'OLD_PRICE_BASE'))
        : null,
    }));
    const fromShop = [...cards]
      .sort((a, b) => a.id - b.id)
      .map((card) => ({
        id: card.id,
        code: card.code,
        name: card.name,
        brand: card.brand ?? '',
        price: card.price,
        oldPrice: card.old_price,
      }));
    expect(fromShop.length).toBeGreaterThan(0);
    expect(fromFile).toEqual(fromShop);
    expect(new Set(file.rows.map((row) => Number(cell(file, row, 'SECTION_ID'))))).toEqual(
      new Set(ids.subsectionIds),
    );
    // The products the shop hides (inactive) are in the file too; the same form posted without
    // the screen gives the same file.
    expect(file.rows.length).toBeGreaterThan(fromFile.length);
    expect(await exportThroughApi(page, exportFields(ids))).toBe(text);
  });

  test('issue 14 acceptance: prices changed in an exported file are checked, written on «Записать», and the shop shows them', async ({
    page,
  }) => {
    await signInAsStaff(page, 'admin');
    await openScreen(page);
    await chooseExport(page);
    const exported = parseCsv(new TextDecoder().decode((await exportOnScreen(page)).bytes));

    const changed = new Map(
      activeRows(exported)
        .slice(0, 3)
        .map((row) => [cell(exported, row, 'ID'), Number(cell(exported, row, 'PRICE_BASE')) + 111]),
    );
    const edited: CsvTable = {
      header: exported.header,
      rows: exported.rows.map((row) => {
        const price = changed.get(cell(exported, row, 'ID'));
        return price === undefined ? row : withCell(exported, row, 'PRICE_BASE', String(price));
      }),
    };

    const name = uniqueName('prices');
    const job = await uploadOnScreen(page, name, csvText(edited));
    // issue 14 point 6: the dry run's report comes first, and nothing is written yet
    const report = job.getByLabel('Итог проверки');
    await expect(report).toBeVisible(JOB_TIMEOUT);
    await expect(figure(report, 'Будет обновлено')).toHaveText('3 товара');
    await expect(figure(report, 'Будет создано')).toHaveText('0 товаров');
    await expect(figure(report, 'Без изменений')).toHaveText(`${exported.rows.length - 3} товаров`);
    await expect(figure(report, 'Отклонено')).toHaveText('0 строк');
    const before = await shopSectionCards(page, SECTION_CODE);
    for (const card of before.filter((c) => changed.has(String(c.id))))
      expect(card.price).toBe(changed.get(String(card.id))! - 111);

    await job.getByRole('button', { name: 'Записать', exact: true }).click();
    await expect(job.getByRole('status')).toHaveText(
      'Создано 0 товаров, обновлено 3 товара',
      JOB_TIMEOUT,
    );
    const history = region(page, 'Загрузка').getByRole('row').filter({ hasText: name });
    await expect(history).toContainText('Записано');

    // The shop's section listing and each product's page show the new prices.
    const after = await shopSectionCards(page, SECTION_CODE);
    const shown = after.filter((card) => changed.has(String(card.id)));
    expect(shown.map((card) => card.price)).toEqual(
      shown.map((card) => changed.get(String(card.id))),
    );
    for (const card of shown) await expectProductPrice(page, card, changed.get(String(card.id))!);

    await importThroughApi(page, uniqueName('prices-restore'), csvText(exported));
    const restored = await shopSectionCards(page, SECTION_CODE);
    expect(restored.map((card) => card.price)).toEqual(before.map((card) => card.price));
  });

  test('issue 14 acceptance: a file with bad rows lists each with its line, column and Russian reason, and all-or-nothing writes nothing', async ({
    page,
  }) => {
    await signInAsStaff(page, 'admin');
    const ids = await exchangeIds(page);
    const exported = parseCsv(await exportThroughApi(page, exportFields(ids)));
    const [notANumber, unknownSection, good] = activeRows(exported);
    const goodPrice = Number(cell(exported, good!, 'PRICE_BASE')) + 111;
    const goodRow = withCell(exported, good!, 'PRICE_BASE', String(goodPrice));
    const bad: CsvTable = {
      header: exported.header,
      rows: [
        withCell(exported, notANumber!, 'PRICE_BASE', 'дорого'),
        withCell(exported, unknownSection!, 'SECTION_ID', '999999'),
        goodRow,
        // the same product again: a duplicate key in the file
        goodRow,
      ],
    };
    const before = await shopSectionCards(page, SECTION_CODE);

    await openScreen(page);
    const name = uniqueName('bad-rows');
    const job = await uploadOnScreen(page, name, csvText(bad));
    const report = job.getByLabel('Итог проверки');
    await expect(report).toBeVisible(JOB_TIMEOUT);
    await expect(figure(report, 'Отклонено')).toHaveText('3 строки');
    await expect(figure(report, 'Будет обновлено')).toHaveText('1 товар');

    // Every rejected row with its line in the file (the header is line 1), column and reason.
    const table = job.getByRole('table', { name: 'Отклонённые строки 1–4 из 4' });
    await expect(table).toBeVisible();
    const goodId = cell(exported, good!, 'ID');
    const goodCode = cell(exported, good!, 'CODE');
    await expect(table.locator('tbody tr')).toHaveText([
      ['2', 'PRICE_BASE', 'Цена не число: «дорого»'].join(''),
      ['3', 'SECTION_ID', 'Раздел 999999 не найден'].join(''),
      ['5', 'ID', `Товар с ID ${goodId} уже есть в строке 4`].join(''),
      ['5', 'CODE', `Товар с кодом «${goodCode}» уже есть в строке 4`].join(''),
    ]);

    // The report downloads as the rejected rows with a reason column, ready to fix.
    const downloading = page.waitForEvent('download');
    await job.getByRole('link', { name: 'Скачать отчёт (CSV)' }).click();
    const reportFile = parseCsv(await readFile(await (await downloading).path(), 'utf-8'));
    expect(reportFile.header).toEqual([...COLUMNS, 'Причина']);
    expect(reportFile.rows.map((row) => cell(reportFile, row, 'Причина'))).toEqual([
      'Строка 2, колонка PRICE_BASE: Цена не число: «дорого»',
      'Строка 3, колонка SECTION_ID: Раздел 999999 не найден',
      `Строка 5, колонка ID: Товар с ID ${goodId} уже есть в строке 4; ` +
        `Строка 5, колонка CODE: Товар с кодом «${goodCode}» уже есть в строке 4`,
    ]);

    // All or nothing: offered only for a clean file, and the server refuses it for this one.
    await expect(
      job.getByRole('button', { name: 'Записать, только если ошибок нет' }),
    ).toBeDisabled();
    await expect(job.getByText('«Только если ошибок нет» недоступно:')).toHaveText(
      '«Только если ошибок нет» недоступно: в файле есть отклонённые строки. Исправьте их по ' +
        'отчёту и загрузите файл снова — или запишите строки без ошибок.',
    );
    const jobId = await jobIdOf(page, name);
    const refused = await postJson(page, `${EXCHANGE_API}/jobs/${jobId}/apply`, { mode: 'all' });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('В файле есть строки с ошибками: ничего не записано');

    // The job still waits for a decision after a reload; dropping it leaves the shop as it was.
    await page.reload();
    const again = region(region(page, 'Загрузка'), `Файл ${name}`);
    await again.getByRole('button', { name: 'Отменить' }).click();
    // The region holds other statuses meanwhile (the rejected rows loading after the reload).
    await expect(again.getByRole('status').filter({ hasText: 'Загрузка отменена' })).toBeVisible();
    const after = await shopSectionCards(page, SECTION_CODE);
    expect(after).toEqual(before);
    await expectProductPrice(
      page,
      after.find((card) => String(card.id) === goodId)!,
      goodPrice - 111,
    );
  });

  test('R-ROLE-1, R-CSV-5: an editor sees «Привязать» disabled and a direct addSectionProperty is refused with 403', async ({
    page,
  }) => {
    await signInAsStaff(page, 'editor');
    const { sectionId } = await exchangeIds(page);
    await openScreen(page);
    await chooseSection(page, false);
    await region(page, 'Разделы').getByRole('button', { name: 'Показать свойства' }).click();
    const card = region(page, 'Свойства разделов');
    await expect(card.getByRole('list', { name: 'Свойства выбранных разделов' })).toBeVisible();
    await expect(
      card.getByText('Привязка недоступна: Только администратор может привязывать свойства'),
    ).toBeVisible();
    const add = card.getByRole('button', { name: /^Привязать свойство / });
    await expect(add.first()).toBeVisible();
    for (const button of await add.all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute(
        'title',
        'Только администратор может привязывать свойства',
      );
    }

    const unbound = await unboundProperty(page, sectionId);
    const refused = await postJson(page, EXCHANGE_API, {
      action: 'addSectionProperty',
      property_id: unbound.ID,
      section_id: sectionId,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(
      'Привязывать свойства к разделам может только администратор',
    );
    expect((await unboundProperty(page, sectionId)).ID).toBe(unbound.ID);
  });
});

interface SectionProperty {
  ID: number;
  ENABLED: 'Y' | 'N';
}

/** The first property not bound to the section (R-CSV-3, R-CSV-8). */
async function unboundProperty(page: Page, sectionId: number): Promise<SectionProperty> {
  const { properties } = await callShopApi<{ properties: SectionProperty[] }>(page, EXCHANGE_API, {
    action: 'getSectionProperties',
    includeSubsections: 0,
    section_ids: [sectionId],
  });
  const unbound = properties.find((p) => p.ENABLED === 'N');
  if (!unbound) throw new Error(`every property is bound to section ${sectionId}`);
  return unbound;
}

/** The id of this test's import job, found in the shared history by its unique file name. */
async function jobIdOf(page: Page, fileName: string): Promise<number> {
  const { jobs } = await callShopApi<{ jobs: { id: number; fileName: string }[] }>(
    page,
    `${EXCHANGE_API}/jobs`,
  );
  return jobs.find((job) => job.fileName === fileName)!.id;
}

/** The product's own page shows the price in its purchase block. */
async function expectProductPrice(page: Page, card: ShopCard, price: number) {
  await page.goto(card.url);
  const buy = page.getByRole('region', { name: 'Покупка' });
  await expect(buy).toBeVisible();
  expect((await buy.innerText()).replace(/\s/g, '')).toContain(priceText(price));
}
