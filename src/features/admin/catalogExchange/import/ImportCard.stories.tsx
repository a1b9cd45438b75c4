import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CatalogImportApply, CatalogImportJob } from '@features/api';
import { StoryShop } from '@features/catalog/testing';
import { ToastProvider } from '@ui/Toast';
import { ImportCard } from './ImportCard';
import { IMPORT_URL } from './importApi';
import {
  applyingJob,
  checkedCleanJob,
  checkedWithErrorsJob,
  checkingJob,
  earlierJobs,
  importJob,
  rejectionPage,
  rejections,
} from './testing';

const JOBS = `${IMPORT_URL}/jobs`;
const NOT_CHECKED = 'Задание не ждёт решения: записать или отменить можно только проверенный файл';
const HAS_REJECTIONS = 'В файле есть строки с ошибками: ничего не записано';

/**
 * The story's server: the jobs newest first, and for each job the states its next polls report,
 * so a running job moves on one step a poll as the real runner's batches do.
 */
const server = {
  jobs: [] as CatalogImportJob[],
  next: new Map<number, CatalogImportJob[]>(),
  uploads: [] as { action: string | null; name: string; size: number }[],
  applies: [] as { id: number; body: CatalogImportApply }[],
  discards: [] as number[],
  /** What a decision from this tab meets when another tab decided first. */
  decidedElsewhere: null as CatalogImportJob | null,
};

const errorAnswer = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

const jobOf = (id: number) => server.jobs.find((job) => job.id === id);

function store(job: CatalogImportJob) {
  const index = server.jobs.findIndex((j) => j.id === job.id);
  if (index >= 0) server.jobs[index] = job;
  else server.jobs.unshift(job);
  return job;
}

/** A job that runs for two more polls: halfway, then done with the given state. */
const runs = (job: CatalogImportJob, halfway: Partial<CatalogImportJob>, end: CatalogImportJob) =>
  server.next.set(job.id, [{ ...job, ...halfway }, end]);

const handlers = [
  http.get(JOBS, () => HttpResponse.json({ jobs: server.jobs })),
  http.get(`${JOBS}/:id`, ({ params }) => {
    const id = Number(params.id);
    const step = server.next.get(id)?.shift();
    const job = step ? store(step) : jobOf(id);
    return job ? HttpResponse.json(job) : errorAnswer(404, 'NOT_FOUND', 'Задание не найдено');
  }),
  http.get(`${JOBS}/:id/rejections`, ({ params, request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    const count = jobOf(Number(params.id))?.rejected ?? 0;
    return HttpResponse.json(rejectionPage(rejections(count), page));
  }),
  http.post(IMPORT_URL, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file') as File;
    server.uploads.push({ action: form.get('action') as string, name: file.name, size: file.size });
    await delay(50);
    if (file.size === 0) return errorAnswer(400, 'BAD_REQUEST', 'Файл пустой');
    const job = store(
      importJob({
        ...checkingJob,
        id: Math.max(0, ...server.jobs.map((j) => j.id)) + 1,
        fileName: file.name,
        size: file.size,
        progress: 0.2,
        rowsRead: 2_496,
      }),
    );
    runs(
      job,
      { progress: 0.8, rowsRead: 9_984, rowsPerSecond: 4_992, secondsLeft: 0.5 },
      { ...checkedWithErrorsJob, id: job.id, fileName: job.fileName, size: job.size },
    );
    return HttpResponse.json(job, { status: 202 });
  }),
  http.post(`${JOBS}/:id/apply`, async ({ params, request }) => {
    const id = Number(params.id);
    const body = (await request.json()) as CatalogImportApply;
    server.applies.push({ id, body });
    await delay(50);
    if (server.decidedElsewhere) {
      store(server.decidedElsewhere);
      return errorAnswer(409, 'CONFLICT', NOT_CHECKED);
    }
    const job = jobOf(id)!;
    if (job.status !== 'checked') return errorAnswer(409, 'CONFLICT', NOT_CHECKED);
    if (body.mode === 'all' && job.rejected > 0)
      return errorAnswer(409, 'CONFLICT', HAS_REJECTIONS);
    const written = job.toCreate + job.toUpdate;
    const applying = store({ ...job, status: 'applying', mode: body.mode, progress: 0 });
    runs(
      applying,
      { progress: 0.5, rowsApplied: Math.round(written / 2), rowsPerSecond: 6_000, secondsLeft: 1 },
      { ...applying, status: 'done', progress: 1, rowsApplied: written, secondsLeft: null },
    );
    return HttpResponse.json(applying);
  }),
  http.post(`${JOBS}/:id/discard`, async ({ params }) => {
    const id = Number(params.id);
    server.discards.push(id);
    await delay(50);
    const job = jobOf(id)!;
    if (job.status !== 'checked') return errorAnswer(409, 'CONFLICT', NOT_CHECKED);
    return HttpResponse.json(store({ ...job, status: 'discarded' }));
  }),
];

const meta = {
  title: 'Admin/CatalogExchange/Import/ImportCard',
  component: ImportCard,
  parameters: { url: '/admin/catalog-exchange/' },
  beforeEach({ msw }) {
    server.jobs = structuredClone(earlierJobs);
    server.next = new Map();
    server.uploads = [];
    server.applies = [];
    server.discards = [];
    server.decidedElsewhere = null;
    msw.use(...handlers);
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryShop url={parameters.url as string}>
        <ToastProvider>{Story()}</ToastProvider>
      </StoryShop>
    ),
  ],
} satisfies Meta<typeof ImportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const fileInput = (canvas: Canvas) => canvas.getByLabelText('CSV-файл каталога');

/** Reads a toast, then closes it so the picture does not depend on its countdown. */
async function closeToast(title: string, text: string) {
  const toasts = within(screen.getByRole('region', { name: 'Уведомления' }));
  const shown = await toasts.findByText(title);
  // The toast fades in; it counts as shown once the fade is over.
  await waitFor(() => expect(shown).toBeVisible());
  await expect(toasts.getByText(text)).toBeVisible();
  await userEvent.click(toasts.getByRole('button', { name: 'Закрыть уведомление' }));
  await waitFor(() => expect(toasts.queryByText(title)).toBeNull());
}

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Issue 14 point 5: the history of finished uploads and nothing running: only the file choice. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('table', { name: 'История загрузок' });
    await expect(within(history).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Проверить файл' })).toBeDisabled();
  },
};

/**
 * Issue 14 points 5 and 6: a chosen file is uploaded, its dry run shows progress, then the report
 * with counts and the rejected rows (paged); writing the good rows sends `{ mode: 'valid' }`, the
 * write shows its own progress and ends with what was written, in the card and in a toast.
 */
export const UploadCheckAndApply: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'История загрузок' });
    await userEvent.upload(fileInput(canvas), new File(['CODE;NAME\n'], 'katalog-noyabr.csv'));
    await expect(canvas.getByText(/Выбран файл/)).toHaveTextContent(
      'Выбран файл katalog-noyabr.csv (10 байт)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить файл' }));

    const checking = await canvas.findByRole('progressbar', { name: 'Проверка файла' });
    await expect(server.uploads).toEqual([
      { action: 'import', name: 'katalog-noyabr.csv', size: 10 },
    ]);
    await expect(canvas.queryByText(/Выбран файл/)).toBeNull();
    await waitFor(() => expect(checking).toHaveAttribute('aria-valuenow', '80'));
    await expect(canvas.getByText('4 992 строк/с')).toBeVisible();
    await expect(canvas.getByText('почти готово')).toBeVisible();

    const report = await canvas.findByLabelText('Итог проверки');
    await expect(report).toHaveTextContent('Будет создано120 товаров');
    await expect(report).toHaveTextContent('Отклонено132 строки');
    await canvas.findByRole('table', { name: 'Отклонённые строки 1–50 из 132' });
    await expect(canvas.getByRole('link', { name: 'Скачать отчёт (CSV)' })).toHaveAttribute(
      'href',
      `${JOBS}/7/report`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Следующие 50' }));
    await canvas.findByRole('table', { name: 'Отклонённые строки 51–100 из 132' });

    await expect(
      canvas.getByRole('button', { name: 'Записать, только если ошибок нет' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Записать строки без ошибок' }));
    await waitFor(() => expect(server.applies).toEqual([{ id: 7, body: { mode: 'valid' } }]));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Запись в каталог' }),
    ).toBeVisible();

    const written = 'Создано 120 товаров, обновлено 11 904 товара';
    await expect(await canvas.findByText(/пропущено с ошибками/)).toHaveTextContent(
      `${written}; пропущено с ошибками: 132 строки`,
    );
    await closeToast('Загрузка записана', written);
    const [, newest] = within(canvas.getByRole('table', { name: 'История загрузок' })).getAllByRole(
      'row',
    );
    await expect(newest).toHaveTextContent(/^katalog-noyabr\.csvАнна Петрова.*Записано/);
    blur();
  },
};

/** Issue 14 point 6: an empty file is refused with the server's 400 text and makes no job. */
export const UploadRefused: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'История загрузок' });
    await userEvent.upload(fileInput(canvas), new File([], 'pustoy.csv', { type: 'text/csv' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить файл' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Файл пустой');
    await expect(canvas.queryByRole('button', { name: 'Повторить' })).toBeNull();
    await expect(canvas.getByText(/Выбран файл/)).toHaveTextContent('pustoy.csv');
    await expect(server.jobs).toHaveLength(earlierJobs.length);
    blur();
  },
};

/**
 * Issue 14 point 5: a page opened while a dry run goes on shows that job again, polls it and
 * shows its report when the check is over.
 */
export const ResumesRunningCheck: Story = {
  beforeEach() {
    const job = store(structuredClone(checkingJob));
    runs(job, { progress: 0.9, rowsRead: 11_232, secondsLeft: 0.4 }, checkedWithErrorsJob);
  },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Проверка файла' });
    await expect(canvas.getByRole('heading', { name: 'Файл katalog-noyabr.csv' })).toBeVisible();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '90'));
    await expect(await canvas.findByLabelText('Итог проверки')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await canvas.findByRole('table', { name: 'Отклонённые строки 1–50 из 132' });
  },
};

/** Issue 14 point 6: a clean file is written all or nothing: the POST body is `{ mode: 'all' }`. */
export const CleanFileWritesAll: Story = {
  beforeEach() {
    store(structuredClone(checkedCleanJob));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Записать' }));
    await waitFor(() => expect(server.applies).toEqual([{ id: 8, body: { mode: 'all' } }]));
    await expect(await canvas.findByText('Создано 0 товаров, обновлено 396 товаров')).toBeVisible();
    await closeToast('Загрузка записана', 'Создано 0 товаров, обновлено 396 товаров');
    await expect(canvas.queryByRole('link', { name: 'Скачать отчёт (CSV)' })).toBeNull();
    blur();
  },
};

/** Issue 14 point 6: 'Отменить' drops the checked file; nothing is written. */
export const Discard: Story = {
  beforeEach() {
    store(structuredClone(checkedWithErrorsJob));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Отменить' }));
    await expect(await canvas.findByText('Загрузка отменена')).toBeVisible();
    await expect(server.discards).toEqual([7]);
    await expect(server.applies).toEqual([]);
    await expect(canvas.queryByRole('button', { name: /Записать/ })).toBeNull();
    const [, newest] = within(canvas.getByRole('table', { name: 'История загрузок' })).getAllByRole(
      'row',
    );
    await expect(newest).toHaveTextContent('Отменено');
    blur();
  },
};

/**
 * A decision sent after another tab already decided meets the server's 409; the card then shows
 * where the job really is (here: being written) instead of the stale buttons.
 */
export const DecidedInAnotherTab: Story = {
  beforeEach() {
    const job = store(structuredClone(checkedCleanJob));
    server.decidedElsewhere = { ...job, status: 'applying', mode: 'all', progress: 0.4 };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Записать' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Запись в каталог' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(server.applies).toEqual([{ id: 8, body: { mode: 'all' } }]);
    await expect(canvas.queryByRole('button', { name: 'Записать' })).toBeNull();
  },
};

/** Issue 14 point 5: a write that stops on a server error shows the job's error text. */
export const ApplyFails: Story = {
  beforeEach() {
    const job = store(structuredClone(applyingJob));
    const error = 'Импорт остановлен из-за ошибки сервера. Записанное сохранено.';
    runs(job, { progress: 0.7 }, { ...job, status: 'failed', progress: 0.7, error });
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar', { name: 'Запись в каталог' });
    const text = 'Импорт остановлен из-за ошибки сервера. Записанное сохранено.';
    await expect(await canvas.findByText(`Загрузка остановлена: ${text}`)).toBeVisible();
    await closeToast('Загрузка остановлена', text);
    blur();
  },
};

/** Issue 14 point 5: a file name in the history opens that job's report above it. */
export const OpensJobFromHistory: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'bitrix-export-old-site.csv' }),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Файл bitrix-export-old-site.csv' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Создано 97 800 товаров, обновлено 590 товаров; пропущено с ошибками: 22 строки',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Скачать отчёт (CSV)' })).toHaveAttribute(
      'href',
      `${JOBS}/6/report`,
    );
    await canvas.findByRole('table', { name: 'Отклонённые строки 1–22 из 22' });
    blur();
  },
};

/** The history could not be loaded: the card says so and offers a retry. */
export const HistoryFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(JOBS, () => errorAnswer(500, 'INTERNAL', 'Внутренняя ошибка сервера')));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Не удалось загрузить историю загрузок' }),
    ).toBeVisible();
    await expect(canvas.getByText('Внутренняя ошибка сервера')).toBeVisible();
  },
};

/** At phone width a resumed report with its decision and rejected rows fits the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach() {
    store(structuredClone(checkedWithErrorsJob));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Отклонённые строки 1–50 из 132' });
    await expect(canvas.getByRole('button', { name: 'Записать строки без ошибок' })).toBeVisible();
  },
};
