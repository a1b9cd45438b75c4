import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  applyingJob,
  checkedCleanJob,
  checkedNoBrandJob,
  checkedWithErrorsJob,
  checkingJob,
  discardedJob,
  doneJob,
  failedCheckJob,
  failedJob,
  importJob,
  rejectionPage,
  rejections,
} from '../testing';
import { JobView } from './JobView';

const firstPage = rejectionPage(rejections(132), 1);

const meta = {
  title: 'Admin/CatalogExchange/Import/JobView',
  component: JobView,
  args: {
    job: checkedWithErrorsJob,
    connectionLost: false,
    rejections: firstPage,
    rejectionsLoading: false,
    rejectionsError: null,
    onRejectionsPage: fn(),
    reportHref: '/api/admin/catalog/exchange/jobs/7/report',
    onApply: fn(),
    onDiscard: fn(),
    sending: null,
    decisionError: null,
  },
} satisfies Meta<typeof JobView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The report's counts as 'label: value' pairs. */
const counts = (canvas: Canvas, name: string) =>
  within(canvas.getByLabelText(name))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** Issue 14 point 5: while the dry run goes, the file and the bar show and nothing is decided. */
export const Checking: Story = {
  args: { job: checkingJob, rejections: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Файл katalog-noyabr.csv' })).toBeVisible();
    await expect(canvas.getByText('3.4 МБ · 24.11.2026, 17:02 · Анна Петрова')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Проверка файла' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Записать/ })).toBeNull();
  },
};

/**
 * Issue 14 point 6: the dry-run report: what will be created, updated, left alone and rejected,
 * the decision, the report CSV link and the rejected rows with their reasons.
 */
export const ReportWithErrors: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(
        '3.4 МБ · 24.11.2026, 17:02 · Анна Петрова · выгрузка магазина · UTF-8 · разделитель «;»',
      ),
    ).toBeVisible();
    await expect(counts(canvas, 'Итог проверки')).toEqual([
      'Будет создано: 120 товаров',
      'Будет обновлено: 11 904 товара',
      'Без изменений: 324 товара',
      'Отклонено: 132 строки',
    ]);
    await expect(canvas.getByRole('link', { name: 'Скачать отчёт (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/catalog/exchange/jobs/7/report',
    );
    await expect(
      canvas.getByRole('table', { name: 'Отклонённые строки 1–50 из 132' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Записать, только если ошибок нет' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Следующие 50' }));
    await expect(args.onRejectionsPage).toHaveBeenCalledWith(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Issue 14 point 6: columns of the header the import does not know are named before the decision. */
export const SkippedColumns: Story = {
  args: {
    job: {
      ...checkedWithErrorsJob,
      warnings: [
        'Колонка «ЦЕНА» не распознана и пропущена',
        'Колонка 7 без названия пропущена',
        'Колонка «code» повторяет колонку «CODE» и пропущена',
      ],
    },
  },
  play: async ({ canvas }) => {
    const skipped = canvas.getByRole('list', { name: 'Эти колонки файла не будут прочитаны:' });
    await expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Колонка «ЦЕНА» не распознана и пропущена',
      'Колонка 7 без названия пропущена',
      'Колонка «code» повторяет колонку «CODE» и пропущена',
    ]);
  },
};

/** A clean Bitrix file in windows-1251 with tabs: no rejections, no report to download. */
export const CleanReport: Story = {
  args: { job: checkedCleanJob, rejections: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/CSV 1С-Битрикс · windows-1251 · разделитель табуляция$/),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Скачать отчёт (CSV)' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Записать' })).toBeEnabled();
  },
};

/**
 * Issue 25 points 1 and 2: a checked Bitrix file's unmatched column, with its suggestion, and the
 * new values a write would create, between the report's figures and the decision.
 */
export const WithChoices: Story = {
  args: {
    job: checkedCleanJob,
    rejections: null,
    choices: {
      data: {
        columns: [
          {
            index: 7,
            name: 'IP_PROP41',
            suggestedPropertyId: 2,
            propertyId: 2,
            confirmed: true,
          },
        ],
        properties: [
          { id: 1, name: 'Размер', code: 'razmer' },
          { id: 2, name: 'Тема', code: 'tema' },
        ],
        newValues: [
          {
            propertyId: 2,
            propertyName: 'Тема',
            value: 'Пейзажи',
            rows: 2,
            valueId: null,
            options: [{ id: 21, value: 'Пейзаж' }],
          },
        ],
      },
      onConfirmColumns: fn(),
      onChooseValue: fn(),
      sending: false,
      error: null,
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Колонки без сопоставления' })).toBeVisible();
    await expect(canvas.getByText('Загружается в «Тема»')).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: '«Пейзажи» (Тема) записать как' }),
      'Пейзаж',
    );
    await expect(args.choices?.onChooseValue).toHaveBeenCalledWith({
      propertyId: 2,
      value: 'Пейзажи',
      valueId: 21,
    });
    await expect(canvas.getByRole('button', { name: 'Записать' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Issue 14 point 5: the good rows being written; the table waits until the write is over. */
export const Applying: Story = {
  args: { job: applyingJob },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Запись в каталог' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Записать/ })).toBeNull();
  },
};

/** The polls stopped answering while the job runs: the bar may be behind, and it says so. */
export const ConnectionLost: Story = {
  args: { job: applyingJob, connectionLost: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Нет связи с сервером — пробуем снова…',
    );
  },
};

/** Finished: what was written and how many rows were skipped; the report stays downloadable. */
export const Done: Story = {
  args: { job: doneJob },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Создано 120 товаров, обновлено 11 904 товара; пропущено с ошибками: 132 строки',
    );
    await expect(counts(canvas, 'Итог записи')[0]).toBe('Создано: 120 товаров');
    await expect(canvas.getByRole('link', { name: 'Скачать отчёт (CSV)' })).toBeVisible();
  },
};

/** The write stopped on a server error: the job's error text. */
export const Failed: Story = {
  args: { job: failedJob },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Загрузка остановлена: Импорт остановлен из-за ошибки сервера. Записанное сохранено.',
    );
    // The check before the write still says what was refused, and its report downloads.
    await expect(counts(canvas, 'Итог проверки')[3]).toBe('Отклонено: 132 строки');
    await expect(canvas.getByRole('link', { name: 'Скачать отчёт (CSV)' })).toBeVisible();
  },
};

/** A dry run that failed has no report: only the reason. */
export const FailedCheck: Story = {
  args: { job: failedCheckJob, rejections: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Загрузка остановлена: В файле нет шапки: загрузите CSV с названиями колонок в первой строке',
    );
    await expect(canvas.queryByLabelText('Итог проверки')).toBeNull();
  },
};

/**
 * issue 25 point 3: a Bitrix file without the required brand column: one file-level message
 * names the property and its column, no row is listed for it, and nothing can be written.
 */
export const MissingRequiredColumn: Story = {
  args: { job: checkedNoBrandJob, rejections: rejectionPage([], 1) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'В файле нет колонки обязательного свойства «Бренд»: добавьте PROPERTY_BREND или снимите обязательность в карточке свойств',
      ),
    ).toBeVisible();
    await expect(counts(canvas, 'Итог проверки')[3]).toBe('Отклонено: 40 строк');
    await expect(canvas.getByRole('button', { name: 'Записать строки без ошибок' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Скачать отчёт (CSV)' })).toBeNull();
  },
};

/**
 * issue 25 point 4: a row with a new XML_ID and another product's code is refused naming that
 * product; the other row can be written.
 */
export const CodeClash: Story = {
  args: {
    job: importJob({
      fileName: 'bitrix-code-clash.csv',
      format: 'bitrix',
      encoding: 'windows-1251',
      rowsRead: 2,
      toCreate: 1,
      toUpdate: 0,
      unchanged: 0,
      rejected: 1,
    }),
    rejections: rejectionPage(
      [
        {
          line: 2,
          column: 'IE_CODE',
          reason: 'Символьный код «pazl-more» уже у товара «Пазл «Море», 1000 деталей»',
        },
      ],
      1,
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('cell', {
        name: 'Символьный код «pazl-more» уже у товара «Пазл «Море», 1000 деталей»',
      }),
    ).toBeVisible();
    await expect(counts(canvas, 'Итог проверки')[0]).toBe('Будет создано: 1 товар');
    await expect(canvas.getByRole('button', { name: 'Записать строки без ошибок' })).toBeEnabled();
  },
};

/** issue 25 point 9: an Excel workbook uploaded instead of a CSV: the job says so. */
export const NotCsv: Story = {
  args: {
    job: {
      ...failedCheckJob,
      fileName: 'katalog.xlsx',
      error:
        'Файл не похож на CSV: в нём двоичные данные (например, это книга Excel .xlsx или архив). Сохраните таблицу как CSV и загрузите снова',
    },
    rejections: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Загрузка остановлена: Файл не похож на CSV: в нём двоичные данные',
    );
    await expect(canvas.queryByText(/ключевой колонки/)).toBeNull();
  },
};

/** Discarded: nothing written; the report of the check stays. */
export const Discarded: Story = {
  args: { job: discardedJob },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка отменена');
    await expect(canvas.getByLabelText('Итог проверки')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Записать/ })).toBeNull();
  },
};

/** At phone width the counts stack in two columns and the table wraps its reasons. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { rejections: rejectionPage(rejections(6), 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Записать строки без ошибок' })).toBeVisible();
  },
};
