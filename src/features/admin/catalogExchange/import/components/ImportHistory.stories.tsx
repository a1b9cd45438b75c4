import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkedWithErrorsJob, checkingJob, historyWith } from '../testing';
import { ImportHistory } from './ImportHistory';

const meta = {
  title: 'Admin/CatalogExchange/Import/ImportHistory',
  component: ImportHistory,
  args: { jobs: historyWith(checkedWithErrorsJob), shownId: 7, onSelect: fn() },
} satisfies Meta<typeof ImportHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 14 point 5: the uploads newest first with author, Moscow time, status and counts; the
 * shown one is marked and another file name opens that job.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const rows = within(canvas.getByRole('table', { name: 'История загрузок' })).getAllByRole(
      'row',
    );
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent(
      'katalog-noyabr.csvАнна Петрова24.11.2026, 17:02Ждёт решения' +
        'новых 120, обновлений 11 904, без изменений 324, отклонено 132',
    );
    await expect(rows[3]).toHaveTextContent('Ошибка');
    await expect(canvas.getByRole('button', { name: 'katalog-noyabr.csv' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'bitrix-export-old-site.csv' }));
    await expect(args.onSelect).toHaveBeenCalledWith(6);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A job still checking has no counts yet. */
export const WithRunningJob: Story = {
  args: { jobs: historyWith(checkingJob) },
  play: async ({ canvas }) => {
    const [, first] = canvas.getAllByRole('row');
    await expect(first).toHaveTextContent(/Идёт проверка$/);
  },
};

/** No uploads yet. */
export const Empty: Story = {
  args: { jobs: [], shownId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Загрузок пока не было')).toBeVisible();
  },
};

/** At phone width the table scrolls sideways inside its frame. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'История загрузок' })).toBeInTheDocument();
  },
};
