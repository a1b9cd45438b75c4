import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { PageTitle } from '@features/page';
import { certificatesDelivery } from '../../checkout/testing';
import { orderDetail, orderLine, orderWithKit } from '../../testing';
import { OrderView } from './OrderView';

const title = (
  <PageTitle
    title="Заказ № 1024"
    breadcrumbs={[
      { label: 'Главная', href: '/' },
      { label: 'Личный кабинет', href: '/personal/' },
      { label: 'Мои заказы', href: '/personal/orders/' },
      { label: 'Заказ № 1024' },
    ]}
  />
);

const meta = {
  title: 'Shop/Personal/OrderView',
  component: OrderView,
  args: {
    title,
    order: orderDetail(),
    onPay: fn(),
    onRepeat: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrderView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 15 point 5: a card order waiting for its payment: lines linking to the products, totals,
 * delivery, payment, history, and 'Оплатить'.
 */
export const AwaitingPayment: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const lines = within(canvas.getByRole('list', { name: 'Товары заказа' }));
    await expect(
      lines.getByRole('link', { name: 'Алмазная мозаика «Кот в сапогах» 40x50' }),
    ).toHaveAttribute('href', '/product/almaznaya-mozaika/tovar-100/');
    await expect(lines.getByText('2 580 ₽')).toBeVisible();
    await expect(canvas.getByText('Ожидаемая дата: 27–29 ноября')).toBeVisible();
    // Issue 26 point 8: the stored «+79001234567» as a shopper writes it.
    await expect(canvas.getByText('+7 (900) 123-45-67')).toBeVisible();
    await expect(within(canvas.getByLabelText('Сумма заказа')).getByText('3 770 ₽')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'История заказа' })).toHaveTextContent(
      'Принят · Ожидает оплаты — Заказ оформлен',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Оплатить' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** Paid and on its way: no 'Оплатить', no 'Отменить заказ'. */
export const PaidAndShipped: Story = {
  args: {
    order: orderDetail({
      status: 'shipped',
      paymentState: 'paid',
      canPay: false,
      canCancel: false,
      history: [
        {
          status: 'new',
          paymentState: 'pending',
          note: 'Заказ оформлен',
          createdAt: '2026-11-20T09:15:00Z',
        },
        {
          status: 'new',
          paymentState: 'paid',
          note: 'Оплата получена',
          createdAt: '2026-11-20T09:17:00Z',
        },
        { status: 'processing', paymentState: 'paid', note: '', createdAt: '2026-11-21T07:00:00Z' },
        {
          status: 'shipped',
          paymentState: 'paid',
          note: 'Трек-номер 80080012345678',
          createdAt: '2026-11-22T12:30:00Z',
        },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Повторить заказ' })).toBeEnabled();
  },
};

/** The payment failed: it may be paid again. */
export const PaymentFailed: Story = {
  args: { order: orderDetail({ paymentState: 'failed' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Оплата не прошла')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Оплатить' })).toBeEnabled();
  },
};

/** Going to the payment page: the button shows progress, the others wait. */
export const Paying: Story = {
  args: { busy: 'pay' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Повторить заказ' })).toBeDisabled();
  },
};

/** Cancelling asks first; 'Не отменять' keeps the order. */
export const CancelAsksFirst: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить заказ' }));
    const question = await screen.findByRole('alertdialog', { name: 'Отменить заказ № 1024?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Не отменять' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить заказ' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Отменить заказ',
      }),
    );
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The question itself, for its picture. */
export const CancelQuestion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить заказ' }));
    const question = await screen.findByRole('alertdialog');
    await waitFor(() => expect(question).toBeVisible());
  },
};

/** A cancelled order: only 'Повторить заказ' is left, and the notice of the cancellation. */
export const Cancelled: Story = {
  args: {
    outcome: { kind: 'cancelled' },
    order: orderDetail({
      status: 'cancelled',
      paymentState: 'failed',
      canPay: false,
      canCancel: false,
      history: [
        {
          status: 'new',
          paymentState: 'pending',
          note: 'Заказ оформлен',
          createdAt: '2026-11-20T09:15:00Z',
        },
        {
          status: 'cancelled',
          paymentState: 'failed',
          note: 'Отменён покупателем',
          createdAt: '2026-11-20T10:00:00Z',
        },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Заказ отменён');
    await expect(canvas.queryByText('Ожидаемая дата', { exact: false })).not.toBeInTheDocument();
  },
};

/** Issue 26 point 2: cancelling a paid order says when the money comes back. */
export const CancelQuestionPaid: Story = {
  args: { order: orderDetail({ paymentState: 'paid', canPay: false }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить заказ' }));
    const question = await screen.findByRole('alertdialog', { name: 'Отменить заказ № 1024?' });
    await expect(question).toHaveTextContent(
      'Деньги вернутся на карту, которой оплачен заказ, в течение 3–10 рабочих дней',
    );
    await waitFor(() => expect(question).toBeVisible());
  },
};

/** A paid order cancelled, its refund sent to the payment service and not confirmed yet. */
const cancelledPaid = (status: 'pending' | 'succeeded' | 'canceled') =>
  orderDetail({
    status: 'cancelled',
    paymentState: status === 'succeeded' ? 'refunded' : 'paid',
    canPay: false,
    canCancel: false,
    refunds: [
      {
        id: 'refund-1',
        amount: 3770,
        status,
        reason: status === 'canceled' ? 'Возврат отклонил банк покупателя' : '',
        createdAt: '2026-11-20T10:00:00Z',
      },
    ],
  });

/** Issue 26 point 2: the refund waits for the payment service. */
export const RefundPending: Story = {
  args: { order: cancelledPaid('pending') },
  play: async ({ canvas }) => {
    const refunds = canvas.getByRole('list', { name: 'Возвраты денег' });
    await expect(refunds).toHaveTextContent('Возврат 3 770 ₽ — ожидает');
    await expect(refunds).toHaveTextContent('ждём подтверждения');
  },
};

/** Issue 26 point 2: refunded; the money reaches the card in the bank's time. */
export const RefundDone: Story = {
  args: { order: cancelledPaid('succeeded') },
  play: async ({ canvas }) => {
    const refunds = canvas.getByRole('list', { name: 'Возвраты денег' });
    await expect(refunds).toHaveTextContent('Возврат 3 770 ₽ — выполнен');
    await expect(refunds).toHaveTextContent('в течение 3–10 рабочих дней');
    await expect(canvas.getAllByText('Деньги возвращены')[0]).toBeVisible();
  },
};

/** Issue 27 point 4: an СБП refund goes back through СБП to the account paid from, not to a card. */
export const RefundDoneSbp: Story = {
  args: { order: { ...cancelledPaid('succeeded'), payment: 'sbp' } },
  play: async ({ canvas }) => {
    const refunds = canvas.getByRole('list', { name: 'Возвраты денег' });
    await expect(refunds).toHaveTextContent(
      'Деньги вернутся через СБП на счёт в банке, из приложения которого оплачен заказ',
    );
    await expect(refunds).not.toHaveTextContent('на карту');
  },
};

/** Issue 27 point 4: cancelling an order paid by СБП says the money goes back through СБП. */
export const CancelQuestionPaidSbp: Story = {
  args: { order: orderDetail({ paymentState: 'paid', payment: 'sbp', canPay: false }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить заказ' }));
    const question = await screen.findByRole('alertdialog', { name: 'Отменить заказ № 1024?' });
    await expect(question).toHaveTextContent('Деньги вернутся через СБП');
    await waitFor(() => expect(question).toBeVisible());
  },
};

/** Issue 26 point 2: the payment service refused; the shopper is told the shop is on it. */
export const RefundRefused: Story = {
  args: { order: cancelledPaid('canceled') },
  play: async ({ canvas }) => {
    const refunds = canvas.getByRole('list', { name: 'Возвраты денег' });
    await expect(refunds).toHaveTextContent('Возврат 3 770 ₽ — отклонён');
    await expect(refunds).toHaveTextContent('свяжемся с вами');
    // The provider's reason is for staff.
    await expect(refunds).not.toHaveTextContent('банк покупателя');
  },
};

/** Issue 15: the order went back into the basket, with what could not go back as it was. */
export const RepeatedWithProblems: Story = {
  args: {
    outcome: {
      kind: 'repeated',
      result: {
        added: 1,
        problems: [
          {
            productId: 101,
            name: 'Картина по номерам «Летний вечер в Провансе» 30x40',
            kind: 'unavailable',
            message: '«Картина по номерам «Летний вечер в Провансе» 30x40» больше не продаётся',
          },
          {
            productId: 100,
            name: 'Алмазная мозаика «Кот в сапогах» 40x50',
            kind: 'priceChanged',
            was: 1290,
            now: 1390,
            message:
              '«Алмазная мозаика «Кот в сапогах» 40x50»: цена изменилась: было 1 290 ₽, стало 1 390 ₽',
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const notice = within(canvas.getByRole('status'));
    await expect(notice.getByText('Товары добавлены в корзину')).toBeVisible();
    await expect(notice.getAllByRole('listitem')).toHaveLength(2);
    await expect(notice.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/personal/order/make/',
    );
  },
};

/** Nothing could go back: no link to the basket. */
export const RepeatedNothing: Story = {
  args: {
    outcome: {
      kind: 'repeated',
      result: {
        added: 0,
        problems: [
          {
            productId: 100,
            name: 'Алмазная мозаика «Кот в сапогах» 40x50',
            kind: 'outOfStock',
            available: 0,
            message: '«Алмазная мозаика «Кот в сапогах» 40x50»: нет в наличии',
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Товары не добавлены в корзину');
    await expect(canvas.queryByRole('link', { name: 'Перейти в корзину' })).not.toBeInTheDocument();
  },
};

/** A refused action shows the server's words. */
export const ActionRefused: Story = {
  args: { outcome: { kind: 'failed', message: 'Отправленный заказ нельзя отменить' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Отправленный заказ нельзя отменить');
  },
};

/** Paid on receipt, with a coupon, a pickup point, a comment and a product gone from the shop. */
export const PickupOnReceipt: Story = {
  args: {
    order: orderDetail({
      payment: 'on_receipt',
      paymentState: 'on_receipt',
      canPay: false,
      status: 'processing',
      coupons: ['HOBBY10'],
      discount: 218,
      total: 1962,
      deliveryPrice: 0,
      delivery: {
        kind: 'pickup',
        title: 'Самовывоз из пункта выдачи',
        address: 'ул. Тверская, д. 7',
        pickupPoint: { title: 'Пункт выдачи на Тверской', hours: 'Ежедневно 09:00–22:00' },
        city: 'Москва',
        price: 0,
        dateFrom: '2026-11-30',
        dateTo: '2026-12-02',
      },
      comment: 'Позвоните, пожалуйста, за час.',
      lines: [
        orderLine(0, { price: 1290, quantity: 1 }),
        orderLine(2, { productId: null, url: null, image: null, price: 890, quantity: 1 }),
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Набор для вышивания крестиком «Маки»')).not.toHaveAttribute(
      'href',
    );
    await expect(canvas.getByText('Скидка по купону HOBBY10')).toBeVisible();
    await expect(canvas.getByText('Бесплатно')).toBeVisible();
    await expect(canvas.getByText('Ожидаемая дата: 30 ноября – 2 декабря')).toBeVisible();
    // issue 26 point 8: the point's name, address and hours
    await expect(canvas.getByText('Пункт выдачи на Тверской')).toBeVisible();
    await expect(canvas.getByText('Москва, ул. Тверская, д. 7')).toBeVisible();
    await expect(canvas.getByText('Часы работы: Ежедневно 09:00–22:00')).toBeVisible();
  },
};

/** Thirty lines. */
export const LongOrder: Story = {
  args: {
    order: orderDetail({
      lines: Array.from({ length: 30 }, (_, n) => orderLine(n, { quantity: 1 + (n % 4) })),
    }),
  },
};

export const Loading: Story = {
  args: { order: null },
};

/** Not the shopper's order, or no such order. */
export const NotFound: Story = {
  args: { order: null, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Заказ не найден' })).toBeVisible();
    // The last 'Мои заказы' is the way on under the message (the first is a breadcrumb).
    await expect(canvas.getAllByRole('link', { name: 'Мои заказы' }).at(-1)).toHaveAttribute(
      'href',
      '/personal/orders/',
    );
  },
};

export const Failed: Story = {
  args: { order: null, failed: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

/** Issue 16: a kit made from the shopper's photo shows its mosaic and options. */
export const WithPhotoKit: Story = {
  args: { order: orderWithKit() },
  play: async ({ canvas }) => {
    const lines = within(canvas.getByRole('list', { name: 'Товары заказа' }));
    const kit = lines.getAllByRole('listitem')[1]!;
    await expect(
      within(kit).getByRole('img', { name: 'Схема набора по фото' }),
    ).toBeInTheDocument();
    await expect(
      within(kit).getByRole('link', { name: /Алмазная мозаика по фото 40x50/ }),
    ).toHaveAttribute('href', '/product/almaznaya-mozaika-po-foto/po-foto-40x50/');
    await expect(
      within(kit).getByText(
        '40×50 см · вертикальная · квадратные стразы · цветная · свёрнутый холст · 38 цветов',
      ),
    ).toBeVisible();
  },
};

/** Issue 16: the kit line on a phone. */
export const WithPhotoKitMobile: Story = {
  args: { order: orderWithKit() },
  globals: { viewport: { value: 'mobile' } },
};

/** Issue 26 point 1: two certificates bought and paid: their codes and what is left on them. */
export const BoughtCertificates: Story = {
  args: {
    order: orderDetail({
      paymentState: 'paid',
      canPay: false,
      lines: [
        orderLine(0, {
          name: 'Подарочный сертификат на 3 000 ₽',
          price: 3000,
          oldPrice: null,
          quantity: 2,
          url: '/shop/podarochnye-sertifikaty/',
        }),
      ],
      delivery: certificatesDelivery,
      deliveryPrice: 0,
      total: 6000,
      certificates: [
        { code: 'HOBBY-7KQM-2XWD-R9TP', nominal: 3000, balance: 1250, state: 'active' },
        { code: 'HOBBY-C4NB-8HZE-Q2VS', nominal: 3000, balance: 0, state: 'spent' },
      ],
      // spent ones refuse the cancel, so the server offers none
      canCancel: false,
    }),
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Подарочные сертификаты' }));
    const items = list.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('HOBBY-7KQM-2XWD-R9TP');
    await expect(items[0]).toHaveTextContent('Остаток 1 250 ₽ из 3 000 ₽');
    await expect(items[0]).toHaveTextContent('Действует');
    await expect(items[1]).toHaveTextContent('Израсходован');
    // They went to the mail: the delivery names no city.
    await expect(canvas.queryByText(/^Москва/)).toBeNull();
  },
};

/** Cancelling an order of certificates not yet spent says they stop working. */
export const CancelCertificates: Story = {
  args: {
    order: orderDetail({
      paymentState: 'paid',
      canPay: false,
      delivery: certificatesDelivery,
      certificates: [
        { code: 'HOBBY-7KQM-2XWD-R9TP', nominal: 3000, balance: 3000, state: 'active' },
      ],
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить заказ' }));
    const question = await screen.findByRole('alertdialog', { name: 'Отменить заказ № 1024?' });
    await expect(question).toHaveTextContent(
      'Сертификаты из заказа перестанут действовать, а заказ нельзя будет возобновить.',
    );
    await expect(question).not.toHaveTextContent('Товары вернутся в продажу');
  },
  parameters: {
    visual: { skipReason: 'The question looks as CancelQuestion does; its text is tested.' },
  },
};

/** Part of the order paid by a certificate, the rest by card. */
export const PaidPartlyByCertificate: Story = {
  args: {
    order: orderDetail({
      certificatePayment: { code: 'HOBBY-7KQM-2XWD-R9TP', amount: 1000, returned: false },
    }),
  },
  play: async ({ canvas }) => {
    const sums = within(canvas.getByLabelText('Сумма заказа'));
    await expect(sums.getByText('Подарочным сертификатом HOBBY-7KQM-2XWD-R9TP')).toBeVisible();
    await expect(sums.getByText('−1 000 ₽')).toBeVisible();
    await expect(sums.getByText('2 770 ₽')).toBeVisible();
  },
};

/** A cancelled order gave the certificate its money back. */
export const CancelledCertificateReturned: Story = {
  args: {
    order: orderDetail({
      status: 'cancelled',
      canPay: false,
      canCancel: false,
      paymentState: 'on_receipt',
      certificatePayment: { code: 'HOBBY-7KQM-2XWD-R9TP', amount: 1000, returned: true },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByLabelText('Сумма заказа')).getByText(
        'Подарочным сертификатом HOBBY-7KQM-2XWD-R9TP (вернулось на сертификат)',
      ),
    ).toBeVisible();
  },
};
