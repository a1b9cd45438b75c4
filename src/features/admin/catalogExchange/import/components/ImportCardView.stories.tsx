import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  checkedWithErrorsJob,
  checkingJob,
  earlierJobs,
  historyWith,
  rejectionPage,
  rejections,
} from '../testing';
import { ImportCardView } from './ImportCardView';
import type { JobViewProps } from './JobView';

const picker = {
  file: null,
  onFileChange: fn(),
  onUpload: fn(),
  uploading: false,
  problem: null,
  inputKey: 0,
};

const shownJob = (job: JobViewProps['job'], page = rejectionPage(rejections(132), 1)) => ({
  job,
  connectionLost: false,
  rejections: job.rejected > 0 ? page : null,
  rejectionsLoading: false,
  rejectionsError: null,
  onRejectionsPage: fn(),
  reportHref: `/api/admin/catalog/exchange/jobs/${job.id}/report`,
  onApply: fn(),
  onDiscard: fn(),
  sending: null,
  decisionError: null,
});

const meta = {
  title: 'Admin/CatalogExchange/Import/ImportCardView',
  component: ImportCardView,
  args: {
    picker,
    shown: null,
    jobs: earlierJobs,
    historyError: null,
    onRetryHistory: fn(),
    onSelectJob: fn(),
  },
} satisfies Meta<typeof ImportCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 14 point 5: no job shown: the file choice over the history of uploads. */
export const NoJob: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Загрузка' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Проверить файл' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'История загрузок' })).toBeVisible();
  },
};

/** The first visit: nothing uploaded yet. */
export const NoHistory: Story = {
  args: { jobs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Загрузок пока не было')).toBeVisible();
  },
};

/** Issue 14 point 5: a running dry run above the history. */
export const Checking: Story = {
  args: { shown: shownJob(checkingJob), jobs: historyWith(checkingJob) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Проверка файла' })).toBeVisible();
  },
};

/** Issue 14 point 6: the report with errors and the decision, the job marked in the history. */
export const Report: Story = {
  args: { shown: shownJob(checkedWithErrorsJob), jobs: historyWith(checkedWithErrorsJob) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Записать строки без ошибок' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'katalog-noyabr.csv' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** While the history loads, a spinner says so. */
export const HistoryLoading: Story = {
  args: { jobs: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Загружаем историю загрузок');
  },
};

/** A failed history load says so and offers a retry. */
export const HistoryError: Story = {
  args: { jobs: null, historyError: 'Внутренняя ошибка сервера' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Не удалось загрузить историю загрузок' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Повторить/ }));
    await expect(args.onRetryHistory).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** At phone width the whole card with a report fits the screen's width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    shown: shownJob(checkedWithErrorsJob, rejectionPage(rejections(6), 1)),
    jobs: historyWith(checkedWithErrorsJob),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Загрузка' })).toBeVisible();
  },
};
