import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  blurActive,
  createExchangeServer,
  EXCHANGE_API,
  exchangeHandlers,
  exportChoice,
  plainExportSummary,
} from '../testing';
import { ExportCard } from './ExportCard';

/** The story's server; each story starts with a new one. */
let server = createExchangeServer();

const meta = {
  title: 'Admin/CatalogExchange/ExportCard',
  component: ExportCard,
  args: { choice: exportChoice, saveFile: fn(), startDownload: fn() },
  beforeEach({ msw }) {
    server = createExchangeServer();
    msw.use(...exchangeHandlers(server));
  },
} satisfies Meta<typeof ExportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form's choice as the server reads it: the list fields by name, the rest by value. */
const fieldsOf = (form: URLSearchParams, list = (name: string) => `${name}[]`) => ({
  action: form.get('action'),
  SECTION_ID: form.getAll(list('SECTION_ID')),
  INCLUDE_SUBSECTIONS: form.get('INCLUDE_SUBSECTIONS'),
  properties: form.getAll(list('properties')),
  required: form.getAll(list('required')),
  parameters: form.getAll(list('parameters')),
  catalog: form.getAll(list('catalog')),
  encoding: form.get('encoding'),
  delimiter: form.get('delimiter'),
  decimalComma: form.get('decimalComma'),
});

/** The export link's query (a list repeats its name), as the summary was asked with it. */
const linkFieldsOf = (query: URLSearchParams) => fieldsOf(query, (name) => name);

/** The link the browser was given to download. */
const downloadedLink = (startDownload: unknown) => {
  const calls = (startDownload as { mock: { calls: [string][] } }).mock.calls;
  return new URL(calls[calls.length - 1]![0], window.location.href);
};

/**
 * issue 25 point 5, R-CSV-7: the export asks its summary, then the browser downloads the file from
 * its link, and the card says the download has started; the template and the column description
 * are posted and saved under the names the server gave them.
 */
export const Export: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Выгрузка началась: catalog-2026-11-29.csv, 2 товара. Файл сохраняет браузер, ход загрузки виден в его загрузках.',
    );
    const fields = {
      action: null,
      SECTION_ID: ['1'],
      INCLUDE_SUBSECTIONS: 'N',
      properties: ['11', '13', '21'],
      // The required marks describe the template only.
      required: [],
      parameters: ['ID', 'CODE', 'NAME', 'ACTIVE', 'SECTION_ID'],
      catalog: ['PRICE_BASE', 'STOCK'],
      encoding: 'utf-8',
      delimiter: ';',
      decimalComma: 'N',
    };
    await expect(linkFieldsOf(server.summaries[0]!)).toEqual(fields);
    await expect(args.startDownload).toHaveBeenCalledTimes(1);
    const link = downloadedLink(args.startDownload);
    await expect(link.pathname).toBe('/api/admin/catalog/exchange/export');
    await expect(linkFieldsOf(link.searchParams)).toEqual(fields);
    await expect(args.saveFile).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: 'windows-1251' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Запятая ( , )' }));
    // Another choice: the started notice belonged to the other file.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Шаблон для заполнения' }));
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(1));
    await expect(fieldsOf(server.forms[0]!)).toMatchObject({
      action: 'exportTemplate',
      required: ['11', '21'],
      encoding: 'windows-1251',
      delimiter: ',',
    });
    await expect(args.saveFile).toHaveBeenLastCalledWith(expect.any(Blob), 'catalog-template.csv');

    await userEvent.click(canvas.getByRole('button', { name: 'Описание колонок' }));
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(2));
    await expect(fieldsOf(server.forms[1]!)).toMatchObject({
      action: 'propertiesInfo',
      properties: ['11', '13', '21'],
    });
    await expect(args.saveFile).toHaveBeenLastCalledWith(expect.any(Blob), 'columns.html');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Описание колонок' })).toBeEnabled(),
    );
    blurActive();
  },
};

/** issue 25 point 5: the export started shows its file, its products and that the browser saves it. */
export const Started: Story = {
  beforeEach() {
    server.exportSummary = { ...plainExportSummary, products: 1234 };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Выгрузка началась: catalog-2026-11-29.csv, 1 234 товара.',
    );
    blurActive();
  },
};

/** issue 25 point 5: «Дробные числа с запятой» goes with the link and with the form posts. */
export const DecimalComma: Story = {
  play: async ({ canvas, args }) => {
    const option = canvas.getByRole('checkbox', {
      name: 'Дробные числа с запятой (для русского Excel)',
    });
    await expect(option).not.toBeChecked();
    await userEvent.click(option);
    await expect(option).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    await waitFor(() => expect(args.startDownload).toHaveBeenCalledTimes(1));
    await expect(downloadedLink(args.startDownload).searchParams.get('decimalComma')).toBe('Y');
    await userEvent.click(canvas.getByRole('button', { name: 'Шаблон для заполнения' }));
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(1));
    await expect(server.forms[0]!.get('decimalComma')).toBe('Y');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Шаблон для заполнения' })).toBeEnabled(),
    );
    blurActive();
  },
};

/** Characters windows-1251 lacks in the file, as the server's summary names them. */
const replacedSigns = {
  products: 1234,
  fileName: 'catalog-2026-11-29.csv',
  replaced: [
    { character: '×', standIn: 'x', products: 812 },
    { character: '₽', standIn: 'руб.', products: 40 },
    { character: '😀', standIn: '?', products: 1 },
    { character: '\u200b', standIn: '', products: 2 },
  ],
};

/**
 * issue 25 point 5: in windows-1251 the card names each character the code page lacks, what the
 * file holds instead and in how many products, and waits for the staff member's word.
 */
export const Replacements: Story = {
  beforeEach() {
    server.exportSummary = replacedSigns;
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'windows-1251' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    const notice = await canvas.findByRole('region', { name: 'Замены знаков' });
    await expect(notice).toHaveTextContent('В windows-1251 нет 4 знаков из выгрузки.');
    await expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '«×» → «x» — 812 товаров',
      '«₽» → «руб.» — 40 товаров',
      '«😀» → «?» — 1 товар',
      '«U+200B» → ничего (знак убирается) — 2 товара',
    ]);
    await expect(server.summaries[0]!.get('encoding')).toBe('windows-1251');
    await expect(args.startDownload).not.toHaveBeenCalled();
    await expect(
      within(notice).getByRole('button', { name: 'Выгрузить с заменами' }),
    ).toBeVisible();
    blurActive();
  },
};

/** issue 25 point 5: going on with the stand-ins starts the download; the list stays in view. */
export const StartedWithReplacements: Story = {
  beforeEach() {
    server.exportSummary = replacedSigns;
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'windows-1251' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    const notice = await canvas.findByRole('region', { name: 'Замены знаков' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Выгрузить с заменами' }));
    await expect(args.startDownload).toHaveBeenCalledTimes(1);
    await expect(downloadedLink(args.startDownload).searchParams.get('encoding')).toBe(
      'windows-1251',
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Выгрузка началась');
    await expect(
      within(canvas.getByRole('region', { name: 'Замены знаков' })).queryByRole('button'),
    ).not.toBeInTheDocument();
    blurActive();
  },
};

/** issue 25 point 5: «Отмена» downloads nothing; UTF-8 then asks again and has nothing to replace. */
export const ReplacementsDeclined: Story = {
  beforeEach() {
    server.exportSummary = replacedSigns;
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'windows-1251' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    const notice = await canvas.findByRole('region', { name: 'Замены знаков' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Отмена' }));
    await expect(canvas.queryByRole('region', { name: 'Замены знаков' })).not.toBeInTheDocument();
    await expect(args.startDownload).not.toHaveBeenCalled();
    blurActive();
  },
};

/** issue 25 point 5: an error answered instead of the file is shown in Russian. */
export const DownloadFailed: Story = {
  args: {
    startDownload: fn((_url: string, failed: (message: string) => void) =>
      failed('Войдите как сотрудник магазина'),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Войдите как сотрудник магазина',
    );
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    blurActive();
  },
};

/** R-CSV-7: no section chosen exports the whole catalogue: SECTION_ID is left out. */
export const WholeCatalogue: Story = {
  args: {
    choice: { ...exportChoice, sectionIds: [], includeSubsections: true, properties: [] },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    await waitFor(() => expect(args.startDownload).toHaveBeenCalledTimes(1));
    await expect(linkFieldsOf(downloadedLink(args.startDownload).searchParams)).toMatchObject({
      SECTION_ID: [],
      INCLUDE_SUBSECTIONS: 'Y',
      properties: [],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Шаблон для заполнения' }));
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(1));
    // Only a column in the file can be marked required in it.
    await expect(fieldsOf(server.forms[0]!)).toMatchObject({ required: [] });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Шаблон для заполнения' })).toBeEnabled(),
    );
    blurActive();
  },
};

/** While the export's summary comes, its button is busy and the others wait. */
export const Downloading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${EXCHANGE_API}/export/summary`, async () => {
        await delay('infinite');
        return HttpResponse.json(plainExportSummary);
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Выгрузить товары' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Шаблон для заполнения' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Описание колонок' })).toBeDisabled();
    blurActive();
  },
};

/** A refused export shows the server's text and downloads nothing. */
export const Refused: Story = {
  beforeEach() {
    server.refuse.export = 'В выгрузке указаны неизвестные разделы с ID 404.';
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'В выгрузке указаны неизвестные разделы с ID 404.',
    );
    await expect(args.startDownload).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Выгрузить товары' })).toBeEnabled(),
    );
    blurActive();
  },
};

/** No connection: a Russian text asks to try again. */
export const ConnectionLost: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(EXCHANGE_API, () => HttpResponse.error()));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Описание колонок' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Не удалось получить файл. Попробуйте ещё раз.',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Описание колонок' })).toBeEnabled(),
    );
    blurActive();
  },
};

/** At phone width the choices and buttons wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Описание колонок' })).toBeVisible();
  },
};
