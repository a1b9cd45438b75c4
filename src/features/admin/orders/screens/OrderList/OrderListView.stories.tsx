import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { manyOrders, orders } from '../../testing';
import { NO_FILTER, orderHref, ordersHref, type OrderFilter } from '../../ordersUrl';
import { OrderListView } from './OrderListView';

const meta = {
  title: 'Admin/Orders/OrderListView',
  component: OrderListView,
  args: {
    orders,
    total: orders.length,
    page: 1,
    pages: 1,
    filter: NO_FILTER,
    onFilter: fn(),
    hrefForOrder: (orderId: number) => orderHref(orderId),
    hrefForPage: (page: number) => ordersHref(NO_FILTER, page),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrderListView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Issue 15 point 7: number, date, customer, status, payment state and total; each opens its page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [, first, second] = canvas.getAllByRole('row');
    await expect(cellsOf(first!)).toEqual([
      '8',
      '30.11.2026, 12:00',
      'Александра Константиновна Преображенская-Милославская',
      'Получен',
      'Оплачен',
      '6 886 ₽',
    ]);
    await expect(cellsOf(second!)).toEqual([
      '7',
      '30.11.2026, 07:00',
      'Иван Петров',
      'Отправлен',
      'Оплата не прошла',
      '6 149 ₽',
    ]);
    await expect(canvas.getByRole('link', { name: 'Заказ № 7' })).toHaveAttribute(
      'href',
      '/admin/orders/?orderId=7',
    );
    await expect(canvas.getByText('Найдено: 8')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Сбросить' })).toBeNull();
  },
};

/** The filter applies status and dates together; a range that ends before it starts is refused. */
export const Filtering: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Статус' }), 'Отправлен');
    const from = canvas.getByLabelText('Дата с');
    const to = canvas.getByLabelText('Дата по');
    await userEvent.type(from, '2026-11-20');
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать' }));
    await expect(to).toHaveAccessibleDescription('Дата «по» не может быть раньше даты «с»');
    await expect(args.onFilter).not.toHaveBeenCalled();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать' }));
    await expect(args.onFilter).toHaveBeenCalledWith({
      status: 'shipped',
      from: '2026-11-20',
      to: '2026-11-30',
    } satisfies OrderFilter);
  },
};

const shippedInNovember: OrderFilter = { status: 'shipped', from: '2026-11-01', to: '2026-11-30' };

/** A filtered list shows its filter in the fields, and 'Сбросить' asks for all orders. */
export const Filtered: Story = {
  args: {
    filter: shippedInNovember,
    orders: orders.filter((order) => order.status === 'shipped'),
    total: 2,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Статус' })).toHaveDisplayValue('Отправлен');
    await expect(canvas.getByLabelText('Дата с')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('Дата по')).toHaveValue('2026-11-30');
    await expect(canvas.getByText('Найдено: 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить' }));
    await expect(args.onFilter).toHaveBeenCalledWith(NO_FILTER);
  },
};

/** Nothing matches the filter. */
export const FilteredEmpty: Story = {
  args: { filter: shippedInNovember, orders: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Таких заказов нет')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сбросить' })).toBeVisible();
  },
};

/** The shop has no orders yet. */
export const Empty: Story = {
  args: { orders: [], total: 0, pages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Заказов пока нет')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  },
};

const longList = manyOrders(95);

/** A full page of 20 out of many, with the pages to move through. */
export const LongList: Story = {
  args: { orders: longList.slice(20, 40), total: longList.length, page: 2, pages: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    const pages = canvas.getByRole('navigation', { name: 'Страницы' });
    await expect(within(pages).getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/admin/orders/?page=3',
    );
    await expect(within(pages).getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute(
      'href',
      '/admin/orders/',
    );
  },
};

/** The first answer is on its way. */
export const Loading: Story = {
  args: { orders: null, refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загружаем заказы' })).toBeInTheDocument();
  },
};

/** Another page or filter loads while the rows shown so far stay. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Обновляем список' })).toBeInTheDocument();
  },
};

/** The orders could not be loaded: the reason and a retry. */
export const LoadError: Story = {
  args: { orders: null, loadError: 'Сервер не ответил' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Не удалось загрузить заказы')).toBeVisible();
    await expect(canvas.getByText('Сервер не ответил')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
    canvas.getByRole('button', { name: 'Повторить' }).blur();
  },
};

export const Mobile: Story = {
  args: { filter: shippedInNovember },
  globals: { viewport: { value: 'mobile' } },
};
