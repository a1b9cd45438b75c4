import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  blurActive,
  createExchangeServer,
  EXCHANGE_API,
  exchangeHandlers,
  exportChoice,
} from '../testing';
import { ExportCard } from './ExportCard';

/** The story's server; each story starts with a new one. */
let server = createExchangeServer();

const meta = {
  title: 'Admin/CatalogExchange/ExportCard',
  component: ExportCard,
  args: { choice: exportChoice, saveFile: fn() },
  beforeEach({ msw }) {
    server = createExchangeServer();
    msw.use(...exchangeHandlers(server));
  },
} satisfies Meta<typeof ExportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form's choice as the server reads it: the list fields by name, the rest by value. */
const fieldsOf = (form: URLSearchParams) => ({
  action: form.get('action'),
  SECTION_ID: form.getAll('SECTION_ID[]'),
  INCLUDE_SUBSECTIONS: form.get('INCLUDE_SUBSECTIONS'),
  properties: form.getAll('properties[]'),
  required: form.getAll('required[]'),
  parameters: form.getAll('parameters[]'),
  catalog: form.getAll('catalog[]'),
  encoding: form.get('encoding'),
  delimiter: form.get('delimiter'),
});

/**
 * R-CSV-7: each button posts the export fields with its own action; the answer is saved under
 * the name the server gave it.
 */
export const Export: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(1));
    await expect(fieldsOf(server.forms[0]!)).toEqual({
      action: 'export',
      SECTION_ID: ['1'],
      INCLUDE_SUBSECTIONS: 'N',
      properties: ['11', '13', '21'],
      required: ['11', '21'],
      parameters: ['ID', 'CODE', 'NAME', 'ACTIVE', 'SECTION_ID'],
      catalog: ['PRICE_BASE', 'STOCK'],
      encoding: 'utf-8',
      delimiter: ';',
    });
    await expect(args.saveFile).toHaveBeenLastCalledWith(expect.any(Blob), 'catalog-export.csv');

    await userEvent.click(canvas.getByRole('radio', { name: 'windows-1251' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Запятая ( , )' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Шаблон для заполнения' }));
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(2));
    await expect(fieldsOf(server.forms[1]!)).toMatchObject({
      action: 'exportTemplate',
      encoding: 'windows-1251',
      delimiter: ',',
    });
    await expect(args.saveFile).toHaveBeenLastCalledWith(
      expect.any(Blob),
      'catalog-exportTemplate.csv',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Описание колонок' }));
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(3));
    await expect(fieldsOf(server.forms[2]!)).toMatchObject({
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

/** R-CSV-7: no section chosen exports the whole catalogue: SECTION_ID is left out. */
export const WholeCatalogue: Story = {
  args: {
    choice: { ...exportChoice, sectionIds: [], includeSubsections: true, properties: [] },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(1));
    await expect(fieldsOf(server.forms[0]!)).toMatchObject({
      SECTION_ID: [],
      INCLUDE_SUBSECTIONS: 'Y',
      properties: [],
      // Only a column in the file can be marked required in it.
      required: [],
    });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Выгрузить товары' })).toBeEnabled(),
    );
    blurActive();
  },
};

/** While a file comes, its button is busy and the others wait. */
export const Downloading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(EXCHANGE_API, async () => {
        await delay('infinite');
        return HttpResponse.text('');
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

/** A refused export shows the server's text and saves nothing. */
export const Refused: Story = {
  beforeEach() {
    server.refuse.export = 'Раздел не найден: 404';
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Выгрузить товары' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Раздел не найден: 404');
    await expect(args.saveFile).not.toHaveBeenCalled();
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
