import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminOrderDetail, OrderSummary } from '@features/api';
import { neverAnswers, StoryStaffArea } from '@features/staffTools/testing';
import { ORDER_STATUS_TITLES, type OrderStatus } from '@shared';
import { manyOrders, order as orderFixture, orderPage } from '../testing';
import { OrdersScreen } from './OrdersScreen';

const API = '/api/admin/orders';

/** The server's transition rule (server/modules/orders/statusChange.ts), as the answers carry it. */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  new: ['processing', 'shipped', 'done', 'cancelled'],
  processing: ['shipped', 'done', 'cancelled'],
  shipped: ['done'],
  done: [],
  cancelled: [],
};

/** The story's server: orders kept in memory, answering as the real one does. */
const server = {
  orders: [] as OrderSummary[],
  order: orderFixture,
  listQueries: [] as string[],
  statusBodies: [] as unknown[],
};

const fail = (status: number, message: string) =>
  HttpResponse.json({ error: { code: 'failed', message } }, { status });

const day = (iso: string) => iso.slice(0, 10);

const handlers = [
  http.get(API, ({ request }) => {
    const params = new URL(request.url).searchParams;
    server.listQueries.push(params.toString());
    const status = params.get('status');
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '\uffff';
    const found = server.orders.filter(
      (order) =>
        (!status || order.status === status) &&
        day(order.createdAt) >= from &&
        day(order.createdAt) <= to,
    );
    return HttpResponse.json({ result: orderPage(found, Number(params.get('page') ?? 1)) });
  }),
  http.get(`${API}/:orderId`, ({ params }) =>
    Number(params.orderId) === server.order.id
      ? HttpResponse.json({ result: server.order })
      : fail(404, 'Заказ не найден'),
  ),
  http.post(`${API}/:orderId/status`, async ({ request }) => {
    const body = (await request.json()) as { status: OrderStatus; note?: string };
    server.statusBodies.push(body);
    await delay(50);
    const changed: AdminOrderDetail = {
      ...server.order,
      status: body.status,
      allowedStatuses: NEXT[body.status],
      history: [
        ...server.order.history,
        {
          status: body.status,
          paymentState: server.order.paymentState,
          note: body.note ?? '',
          createdAt: '2026-11-30T10:05:00.000Z',
        },
      ],
    };
    server.order = changed;
    return HttpResponse.json({ result: changed });
  }),
];

const meta = {
  title: 'Admin/Orders/OrdersScreen',
  component: OrdersScreen,
  parameters: { url: '/admin/orders/' },
  beforeEach({ msw }) {
    server.orders = manyOrders(45);
    server.order = { ...orderFixture, id: 45 };
    server.listQueries = [];
    server.statusBodies = [];
    msw.use(...handlers);
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryStaffArea url={parameters.url as string}>{Story()}</StoryStaffArea>
    ),
  ],
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);
const urlOf = (canvas: { getByTestId: (id: string) => HTMLElement }) =>
  canvas.getByTestId('url').textContent;

/** The toast whose title is that text (a toast's role carries no name). */
const toastWith = async (element: HTMLElement, title: string) =>
  (await page(element).findByText(title)).closest<HTMLElement>('[role="status"], [role="alert"]')!;

/**
 * Issue 15 point 7: the newest orders first, 20 a page; a filter and a page live in the url, an
 * order opens on its page, and its back link returns to the same filtered page.
 */
export const ListFilterAndOpen: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Заказ № 45' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText('Найдено: 45')).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Статус' }), 'Отправлен');
    await userEvent.type(canvas.getByLabelText('Дата с'), '2026-11-25');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать' }));
    await waitFor(() =>
      expect(urlOf(canvas)).toBe('/admin/orders/?status=shipped&from=2026-11-25'),
    );
    await waitFor(() => expect(canvas.getByText('Найдено: 5')).toBeVisible());
    await expect(server.listQueries.at(-1)).toBe('page=1&status=shipped&from=2026-11-25');
    const statuses = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.children[3]?.textContent);
    await expect(new Set(statuses)).toEqual(new Set([ORDER_STATUS_TITLES.shipped]));

    await userEvent.click(canvas.getByRole('link', { name: 'Заказ № 42' }));
    await waitFor(() =>
      expect(urlOf(canvas)).toBe('/admin/orders/?status=shipped&from=2026-11-25&orderId=42'),
    );
    await expect(await canvas.findByText('Заказ не найден')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '← Все заказы' }));
    await waitFor(() =>
      expect(urlOf(canvas)).toBe('/admin/orders/?status=shipped&from=2026-11-25'),
    );
    await expect(await canvas.findByText('Найдено: 5')).toBeVisible();
  },
};

/** The pages of the list: the third of 45 orders holds the last five. */
export const Paging: Story = {
  play: async ({ canvas }) => {
    const pages = await canvas.findByRole('navigation', { name: 'Страницы' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Страница 3' }));
    await waitFor(() => expect(urlOf(canvas)).toBe('/admin/orders/?page=3'));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(6));
    await expect(canvas.getByRole('link', { name: 'Заказ № 1' })).toBeVisible();
  },
};

/** Issue 15 point 7: a status change with a note is saved, said so, and shows in the history. */
export const StatusSaved: Story = {
  parameters: { url: '/admin/orders/?page=2&orderId=45' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Новый статус' }),
      'Отправлен',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Комментарий' }), 'Трек-номер 123');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    const toast = await toastWith(canvasElement, 'Успешно сохранено!');
    await expect(toast).toHaveTextContent('Покупатель увидит новый статус и получит письмо.');
    await expect(server.statusBodies).toEqual([{ status: 'shipped', note: 'Трек-номер 123' }]);
    const history = within(canvas.getByRole('region', { name: 'История' }));
    await expect(await history.findByText('Трек-номер 123')).toBeVisible();
    // The form starts afresh from the saved status, offering what the server allows from it.
    await expect(canvas.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('');
    const next = canvas.getByRole('combobox', { name: 'Новый статус' });
    await expect(next).toHaveDisplayValue('Выберите статус');
    await expect(
      Array.from(next.querySelectorAll('option'), (option) => option.textContent),
    ).toEqual(['Выберите статус', 'Получен']);
    await expect(canvas.getByRole('link', { name: '← Все заказы' })).toHaveAttribute(
      'href',
      '/admin/orders/?page=2',
    );
  },
};

/**
 * A refused change (another staff member shipped the order a moment before) says why, in the
 * server's words, and the order stays as it was.
 */
export const StatusSaveFails: Story = {
  parameters: { url: '/admin/orders/?orderId=45' },
  beforeEach({ msw }) {
    msw.use(
      http.post(`${API}/:orderId/status`, () => fail(409, 'Отправленный заказ нельзя отменить')),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Новый статус' }),
      'Отменён',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    const toast = await toastWith(canvasElement, 'Не удалось сохранить!');
    await expect(toast).toHaveAttribute('role', 'alert');
    await expect(toast).toHaveTextContent('Отправленный заказ нельзя отменить');
    await expect(canvas.getByRole('combobox', { name: 'Новый статус' })).toHaveDisplayValue(
      'Отменён',
    );
  },
};

/** The list is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers(API));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Загружаем заказы' }),
    ).toBeInTheDocument();
  },
};

/** The order is on its way. */
export const OrderLoading: Story = {
  parameters: { url: '/admin/orders/?orderId=45' },
  beforeEach({ msw }) {
    msw.use(
      http.get(`${API}/:orderId`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Загружаем заказ' }),
    ).toBeInTheDocument();
  },
};

/** The list could not be loaded: the server's reason and a retry that asks again. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(API, ({ request }) => {
        server.listQueries.push(new URL(request.url).searchParams.toString());
        return fail(500, 'Сервер не ответил');
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить заказы')).toBeVisible();
    await expect(canvas.getByText('Сервер не ответил')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(server.listQueries).toHaveLength(2));
    const retry = await canvas.findByRole('button', { name: 'Повторить' });
    await userEvent.unhover(retry);
    retry.blur();
  },
};

export const Mobile: Story = {
  parameters: { url: '/admin/orders/?orderId=45' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Заказ № 45' })).toBeVisible();
  },
};
