import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rejectionPage, rejections } from '../testing';
import { RejectionsTable } from './RejectionsTable';

const all = rejections(132);

const meta = {
  title: 'Admin/CatalogExchange/Import/RejectionsTable',
  component: RejectionsTable,
  args: { page: rejectionPage(all, 1), loading: false, error: null, onPage: fn() },
} satisfies Meta<typeof RejectionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 14 point 6: each rejected row with its line, column and Russian reason, 50 a page. */
export const FirstPage: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Отклонённые строки 1–50 из 132' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(51);
    await expect(rows[1]).toHaveTextContent(
      '3SECTIONРаздел «Картины по номерам / Пейзажи» не найден',
    );
    await expect(rows[6]).toHaveTextContent(
      '38—В строке 14 значений, а в шапке 19: строка повреждена',
    );
    await expect(canvas.getByText('Страница 1 из 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Предыдущие 50' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Следующие 50' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The last page: only going back is possible. */
export const LastPage: Story = {
  args: { page: rejectionPage(all, 3) },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('table', { name: 'Отклонённые строки 101–132 из 132' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Следующие 50' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущие 50' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A next page on its way: both page buttons wait. */
export const PageLoading: Story = {
  args: { page: rejectionPage(all, 2), loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Предыдущие 50' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Следующие 50' })).toBeDisabled();
  },
};

/** A few rejections fit one page: no paging. */
export const OnePage: Story = {
  args: { page: rejectionPage(rejections(4), 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Отклонённые строки 1–4 из 4' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Следующие 50' })).toBeNull();
  },
};

/** The first page is still loading. */
export const Loading: Story = {
  args: { page: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Загружаем отклонённые строки');
  },
};

/** The page could not be loaded: the text says so. */
export const LoadFailed: Story = {
  args: { page: null, error: 'Не удалось загрузить отклонённые строки.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Не удалось загрузить отклонённые строки.',
    );
  },
};

/** At phone width the reasons wrap inside the table. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { page: rejectionPage(rejections(12), 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
