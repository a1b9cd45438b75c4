import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cancelledOrder, kitOrder, longOrder, order } from '../../testing';
import { OrderDetailView } from './OrderDetailView';

const meta = {
  title: 'Admin/Orders/OrderDetailView',
  component: OrderDetailView,
  args: {
    order,
    backHref: '/admin/orders/?status=processing',
    onStatusSave: fn(),
    onRefund: fn(),
  },
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The facts of a block, as 'term: value' lines. */
const factsOf = (block: HTMLElement) =>
  Array.from(block.querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

/**
 * Issue 15 point 7: the order's contact, delivery, lines, totals and history; a status change
 * with a note goes to the server as typed, and the list the staff member came from is one link away.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Заказ № 1024' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Все заказы' })).toHaveAttribute(
      'href',
      '/admin/orders/?status=processing',
    );
    await expect(factsOf(canvas.getByRole('region', { name: 'Покупатель' }))).toEqual([
      'Имя: Анна Смирнова',
      'Телефон: +7 (916) 123-45-67',
      'Почта: anna@example.ru',
      'Комментарий: Позвоните за час до приезда, пожалуйста.',
    ]);
    await expect(canvas.getByRole('link', { name: '+7 (916) 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+79161234567',
    );
    await expect(factsOf(canvas.getByRole('region', { name: 'Доставка' }))).toEqual([
      'Способ: Курьером',
      'Город: Москва',
      'Адрес: Москва, ул. Тверская, д. 7, кв. 12',
      'Сроки: 01.12.2026 — 03.12.2026',
    ]);
    const lines = within(canvas.getByRole('region', { name: 'Товары' })).getAllByRole('row');
    await expect(lines.map((row) => row.textContent)).toEqual([
      'ТоварЦенаКол-воСумма',
      'Алмазная мозаика «Зимний лес» 40x501 990 ₽23 980 ₽',
      'Картина по номерам «Маяк» 30x40 (снят с продажи) (удалён из каталога)490 ₽1490 ₽',
    ]);
    await expect(factsOf(canvas.getByLabelText('Итого'))).toEqual([
      'Товары: 4 470 ₽',
      'Скидка (ZIMA10): −490 ₽',
      'Доставка: 350 ₽',
      'Итого: 4 330 ₽',
    ]);
    const history = within(canvas.getByRole('region', { name: 'История' })).getAllByRole(
      'listitem',
    );
    await expect(history.map((entry) => entry.textContent)).toEqual([
      '28.11.2026, 15:40Принят · Ожидает оплаты',
      '28.11.2026, 15:42Принят · ОплаченОплата подтверждена',
      '29.11.2026, 11:15Собирается · ОплаченПередан на склад',
    ]);

    // Issue 25 point 9: only where the server lets a collected order go, none chosen at first.
    const save = canvas.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeDisabled();
    const next = canvas.getByRole('combobox', { name: 'Новый статус' });
    await expect(
      Array.from(next.querySelectorAll('option'), (option) => option.textContent),
    ).toEqual(['Выберите статус', 'Отправлен', 'Получен', 'Отменён']);
    await expect(next).toHaveAccessibleDescription(
      'Сейчас — «Собирается». В списке — статусы, в которые его можно перевести.',
    );
    await userEvent.selectOptions(next, 'Отправлен');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Комментарий' }),
      '  Трек-номер 80085412345678 ',
    );
    await userEvent.click(save);
    await expect(args.onStatusSave).toHaveBeenCalledWith({
      status: 'shipped',
      note: 'Трек-номер 80085412345678',
    });
  },
};

/** The status change is under way: its button waits. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/**
 * A pickup order paid on receipt and cancelled by the shopper, with free delivery. Issue 26 point 8:
 * staff see the point's name and hours, as the shopper's confirmation shows them.
 */
export const Cancelled: Story = {
  args: { order: cancelledOrder },
  play: async ({ canvas }) => {
    const delivery = canvas.getByRole('region', { name: 'Доставка' });
    await expect(within(delivery).getByText('Пункт выдачи на Тверской')).toBeVisible();
    await expect(factsOf(delivery)).toEqual(
      expect.arrayContaining([
        'Пункт выдачи: Пункт выдачи на Тверскойул. Тверская, д. 1',
        'Часы работы: Ежедневно 10:00–21:00',
      ]),
    );
    await expect(canvas.getAllByText('Отменён')[0]).toBeVisible();
    await expect(canvas.getByText('Отменён покупателем')).toBeVisible();
    // Issue 25 point 9: a final status offers no change at all.
    await expect(
      canvas.getByText('Заказ в статусе «Отменён»: этот статус окончательный, сменить его нельзя.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Новый статус' })).toBeNull();
    await expect(factsOf(canvas.getByLabelText('Итого'))).toEqual([
      'Товары: 4 470 ₽',
      'Доставка: бесплатно',
      'Итого: 4 470 ₽',
    ]);
  },
};

/** Issue 26 point 1: what a gift certificate paid is among the totals, with what was left to pay. */
export const PaidByCertificate: Story = {
  args: {
    order: {
      ...order,
      certificatePayment: { code: 'HOBBY-2YU7-7KZ8-CQ5H', amount: 730, returned: false },
    },
  },
  play: async ({ canvas }) => {
    const totals = factsOf(canvas.getByLabelText('Итого'));
    await expect(totals).toEqual(
      expect.arrayContaining(['Оплачено сертификатом HOBBY-2YU7-7KZ8-CQ5H: −730 ₽']),
    );
    // 4 330 ₽ in all, 730 ₽ of it paid by the certificate
    await expect(totals.at(-1)).toMatch(/^Остальное: 3\s600\s₽$/);
  },
};

/** Issue 25 point 9: a shipped order can only be received; Enter on «Сохранить» saves it. */
export const ShippedOnlyReceived: Story = {
  args: { order: { ...order, status: 'shipped', allowedStatuses: ['done'] } },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('combobox', { name: 'Новый статус' });
    await expect(
      Array.from(next.querySelectorAll('option'), (option) => option.textContent),
    ).toEqual(['Выберите статус', 'Получен']);
    await userEvent.selectOptions(next, 'Получен');
    await expect(next).toHaveValue('done');
    canvas.getByRole('button', { name: 'Сохранить' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStatusSave).toHaveBeenCalledWith({ status: 'done', note: '' });
  },
};

/** An order of 30 lines. */
export const LongOrder: Story = {
  args: { order: longOrder },
  play: async ({ canvas }) => {
    const lines = within(canvas.getByRole('region', { name: 'Товары' })).getAllByRole('row');
    await expect(lines).toHaveLength(31);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/**
 * Issue 16: a kit made from the customer's photo: its mosaic and options, and the files the
 * workshop downloads (the chart with symbols, the legend, the photo).
 */
export const WithPhotoKit: Story = {
  args: { order: kitOrder },
  play: async ({ canvas }) => {
    const lines = within(canvas.getByRole('region', { name: 'Товары' }));
    await expect(lines.getByRole('img', { name: 'Схема набора по фото' })).toBeInTheDocument();
    await expect(
      lines.getByText(
        '40×50 см · вертикальная · квадратные стразы · цветная · свёрнутый холст · 38 цветов',
      ),
    ).toBeVisible();
    const files = [
      ['Схема (PNG)', '/api/admin/orders/1052/photo-kits/7/pattern.png'],
      ['Легенда (CSV)', '/api/admin/orders/1052/photo-kits/7/legend.csv'],
      ['Фото', '/api/photo-kits/7/photo'],
    ];
    for (const [name, href] of files) {
      const link = lines.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('download');
    }
  },
};

/** Issue 16: the kit line on a phone: the table scrolls, the files stay reachable. */
export const WithPhotoKitMobile: Story = {
  args: { order: kitOrder },
  globals: { viewport: { value: 'mobile' } },
};

/** The order's payment and refunds block, by its name. */
const paymentsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Платежи и возвраты' }));

/**
 * Issue 26 point 2: a refund in part. The amount starts at all that is left; a wrong amount is
 * said at the field and nothing is sent; a right one goes with its key, the same on a second click.
 */
export const PartialRefund: Story = {
  play: async ({ canvas, args }) => {
    const block = paymentsOf(canvas);
    await expect(block.getByRole('list', { name: 'Платежи' })).toHaveTextContent(
      'Платёж 4 330 ₽ (ЮKassa): оплачен',
    );
    const amount = block.getByRole('textbox', { name: 'Сумма возврата, ₽' });
    await expect(amount).toHaveValue('4330');
    const submit = block.getByRole('button', { name: 'Вернуть деньги' });
    const errors: [string, string][] = [
      ['', 'Укажите сумму возврата'],
      ['сто', 'Введите сумму в рублях, например 1500 или 1500,50'],
      ['10,555', 'Введите сумму в рублях, например 1500 или 1500,50'],
      ['0', 'Сумма возврата должна быть больше нуля'],
      ['4330,01', 'Вернуть можно не больше 4 330 ₽'],
    ];
    for (const [typed, error] of errors) {
      await userEvent.clear(amount);
      if (typed) await userEvent.type(amount, typed);
      await userEvent.click(submit);
      await expect(amount).toHaveAccessibleDescription(expect.stringContaining(error));
    }
    await expect(args.onRefund).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1 500,50');
    await userEvent.click(submit);
    await userEvent.click(submit);
    await expect(args.onRefund).toHaveBeenCalledTimes(2);
    const [first, second] = args.onRefund.mock.calls.map(([refund]) => refund);
    await expect(first).toEqual({ amount: 1500.5, idempotencyKey: expect.any(String) });
    await expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  },
};

/** Issue 27 point 4: an order paid by СБП is refunded through СБП, and the form says so. */
export const RefundSbp: Story = {
  args: { order: { ...order, payment: 'sbp' } },
  play: async ({ canvas }) => {
    const amount = paymentsOf(canvas).getByRole('textbox', { name: 'Сумма возврата, ₽' });
    await expect(amount).toHaveAccessibleDescription(
      'Можно вернуть до 4 330 ₽. Деньги уйдут покупателю через СБП на счёт, с которого он платил.',
    );
  },
};

/** The form with its error shown, for its picture. */
export const RefundAmountTooLarge: Story = {
  play: async ({ canvas }) => {
    const block = paymentsOf(canvas);
    const amount = block.getByRole('textbox', { name: 'Сумма возврата, ₽' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(block.getByRole('button', { name: 'Вернуть деньги' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
  },
};

const refunded = (status: 'pending' | 'succeeded' | 'canceled', amount = 1500) => ({
  ...order,
  refunds: [
    {
      id: `refund-${status}`,
      amount,
      status,
      reason: status === 'canceled' ? 'Возврат отклонил банк покупателя' : '',
      createdAt: '2026-11-29T09:00:00.000Z',
    },
  ],
  payments: order.payments.map((payment) => ({
    ...payment,
    refundable: status === 'canceled' ? payment.amount : payment.amount - amount,
  })),
  refundable: status === 'canceled' ? order.total : order.total - amount,
});

/** Issue 26 point 2: a refund sent and not answered yet. */
export const RefundPending: Story = {
  args: { order: refunded('pending') },
  play: async ({ canvas }) => {
    await expect(paymentsOf(canvas).getByRole('list', { name: 'Возвраты' })).toHaveTextContent(
      'Возврат 1 500 ₽: ожидает',
    );
    await expect(paymentsOf(canvas).getByRole('textbox')).toHaveValue('2830');
  },
};

/** Issue 26 point 2: a refund made in part; what is left may still be refunded. */
export const RefundDone: Story = {
  args: { order: refunded('succeeded') },
  play: async ({ canvas }) => {
    await expect(paymentsOf(canvas).getByRole('list', { name: 'Возвраты' })).toHaveTextContent(
      'Возврат 1 500 ₽: выполнен',
    );
  },
};

/** Issue 26 point 2: the provider refused: its reason is shown, and the whole sum is still refundable. */
export const RefundRefused: Story = {
  args: { order: refunded('canceled', 4330) },
  play: async ({ canvas }) => {
    const refunds = paymentsOf(canvas).getByRole('list', { name: 'Возвраты' });
    await expect(refunds).toHaveTextContent('Возврат 4 330 ₽: отклонён');
    await expect(refunds).toHaveTextContent('Причина: Возврат отклонил банк покупателя');
    await expect(paymentsOf(canvas).getByRole('textbox')).toHaveValue('4330');
  },
};

/** Issue 26: a payment the provider confirmed for another amount: taken, not paid, said to staff. */
export const PaymentAmountMismatch: Story = {
  args: {
    order: {
      ...order,
      paymentState: 'pending',
      payments: [
        {
          ...order.payments[0]!,
          status: 'amount_mismatch',
          receivedAmount: 4329.99,
          refundable: 4329.99,
        },
      ],
      refundable: 4329.99,
    },
  },
  play: async ({ canvas }) => {
    await expect(paymentsOf(canvas).getByRole('list', { name: 'Платежи' })).toHaveTextContent(
      'сумма не совпала: провайдер списал 4 329.99 ₽ вместо 4 330 ₽',
    );
  },
};

/** Everything was refunded: no form, a line that says so. */
export const NothingToRefund: Story = {
  args: { order: { ...refunded('succeeded', 4330), paymentState: 'refunded', refundable: 0 } },
  play: async ({ canvas }) => {
    await expect(paymentsOf(canvas).queryByRole('button', { name: 'Вернуть деньги' })).toBeNull();
    await expect(paymentsOf(canvas).getByText(/Возвращать нечего/)).toBeVisible();
  },
};
