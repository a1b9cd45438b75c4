import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { applyingJob, checkingJob, finishingJob, importJob } from '../testing';
import { ImportProgress } from './ImportProgress';

const meta = {
  title: 'Admin/CatalogExchange/Import/ImportProgress',
  component: ImportProgress,
  args: { job: checkingJob },
} satisfies Meta<typeof ImportProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 14 point 5: the dry run's bar with rows done, rows per second and time left. */
export const Checking: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Проверка файла' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45 %, проверено 5 616 строк');
    await expect(canvas.getByText('45 %')).toBeVisible();
    await expect(canvas.getByText('Проверено 5 616 строк')).toBeVisible();
    await expect(canvas.getByText('2 808 строк/с')).toBeVisible();
    await expect(canvas.getByText('осталось ~5 с')).toBeVisible();
  },
};

/** Issue 14 point 5: the write names its own phase and counts written rows. */
export const Applying: Story = {
  args: { job: applyingJob },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Запись в каталог' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
    await expect(canvas.getByText('Записано 7 737 строк')).toBeVisible();
    await expect(canvas.getByText('3 120 строк/с')).toBeVisible();
    await expect(canvas.getByText('осталось ~3 мин')).toBeVisible();
  },
};

/**
 * issue 25 point 9: every row written, the site's catalogue being rebuilt: the bar at 100 % says
 * that step, not «почти готово» for as long as it takes.
 */
export const Finishing: Story = {
  args: { job: finishingJob },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Строки записаны, обновляем каталог на сайте: поиск и фильтры покажут новые данные после этого шага',
    );
    await expect(canvas.queryByText('почти готово')).toBeNull();
    await expect(canvas.queryByText(/строк\/с/)).toBeNull();
  },
};

/** Just started: no speed yet, so no time left either; the bar still shows. */
export const JustStarted: Story = {
  args: {
    job: importJob({
      ...checkingJob,
      progress: 0,
      rowsRead: 0,
      rowsPerSecond: null,
      secondsLeft: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('оцениваем время…')).toBeVisible();
    await expect(canvas.queryByText(/строк\/с/)).toBeNull();
  },
};

/** A 100 000-row file: thousands spaced, an hour-long estimate in hours and minutes. */
export const LargeFile: Story = {
  args: {
    job: importJob({
      ...checkingJob,
      progress: 0.031,
      rowsRead: 3_100,
      rowsPerSecond: 1.5,
      secondsLeft: 3_900,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 %')).toBeVisible();
    await expect(canvas.getByText('1.5 строк/с')).toBeVisible();
    await expect(canvas.getByText('осталось ~1 ч 5 мин')).toBeVisible();
  },
};

/** At phone width the figures wrap under the bar. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { job: applyingJob },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Запись в каталог' })).toBeVisible();
  },
};
