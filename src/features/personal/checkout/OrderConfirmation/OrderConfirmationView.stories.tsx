import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { OrderLine } from '@features/api';
import { photoKitOrderLine } from '@features/photoKit/testing';
import { certificatesDelivery, orderDetail } from '../testing';
import { OrderConfirmationView } from './OrderConfirmationView';

const manyLines: OrderLine[] = Array.from({ length: 14 }, (_, index) => ({
  productId: 100 + index,
  name:
    index === 3
      ? 'Набор для вышивания крестом «Старинный город на берегу реки в лучах заходящего солнца», 60x80, с рамкой'
      : `Алмазная мозаика «Букет № ${index + 1}» 30x40`,
  price: 490 + index * 100,
  oldPrice: null,
  quantity: (index % 3) + 1,
  url: index === 5 ? null : `/product/almaznaya-mozaika/buket-${index + 1}/`,
  image: null,
}));

const meta = {
  title: 'Shop/Checkout/OrderConfirmationView',
  component: OrderConfirmationView,
  args: {
    orderId: 1024,
    order: orderDetail(),
    onPay: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrderConfirmationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid by card: the number, 'Заказ оплачен', the goods, delivery, sums and where to go next. */
export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Заказ № 1024 оформлен',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Заказ оплачен');
    await expect(canvas.queryByRole('button', { name: /Оплатить/ })).toBeNull();
    await expect(
      canvas.getByText('Письмо с подтверждением отправлено на anna@example.ru'),
    ).toBeVisible();
    await expect(canvas.getByText('Москва, ул. Садовая, д. 5, кв. 12')).toBeVisible();
    await expect(canvas.getByText('27–28 ноября')).toBeVisible();
    await expect(canvas.getByText('2 × 1 290 ₽')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/personal/orders/',
    );
    await expect(canvas.getByRole('link', { name: 'Продолжить покупки' })).toHaveAttribute(
      'href',
      '/shop/',
    );
  },
};

/** Gift certificates go to the mail: the delivery names no city and no address. */
export const Certificates: Story = {
  args: {
    order: orderDetail({ delivery: certificatesDelivery }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Электронный сертификат на почту')).toBeVisible();
    await expect(canvas.queryByText(/^Москва/)).toBeNull();
  },
};

/** Back from the payment page before the provider confirmed: 'Оплатить' opens it again. */
export const Pending: Story = {
  args: { order: orderDetail({ paymentState: 'pending', canPay: true }) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ожидает оплаты');
    await userEvent.click(canvas.getByRole('button', { name: 'Оплатить' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** On the way to the payment page. */
export const Paying: Story = {
  args: { order: orderDetail({ paymentState: 'pending', canPay: true }), paying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Оплатить' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The provider refused: 'Оплатить снова'. */
export const Failed: Story = {
  args: { order: orderDetail({ paymentState: 'failed', canPay: true }) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Оплата не прошла');
    await userEvent.click(canvas.getByRole('button', { name: 'Оплатить снова' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** The payment could not be started: the server's message beside the button. */
export const PayError: Story = {
  args: {
    order: orderDetail({ paymentState: 'failed', canPay: true }),
    payError: 'Платёжный сервис не отвечает. Попробуйте через минуту.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Платёжный сервис не отвечает');
  },
};

/** Paid on receipt, to a pickup point; a guest whose account was just made is told so. */
export const OnReceiptAccountCreated: Story = {
  args: {
    account: 'created',
    order: orderDetail({
      payment: 'on_receipt',
      paymentState: 'on_receipt',
      deliveryPrice: 0,
      total: 3123,
      delivery: {
        kind: 'pickup',
        title: 'Самовывоз из пункта выдачи',
        address: 'ул. Тверская, д. 12, стр. 3',
        pickupPoint: {
          title: 'Пункт выдачи на Тверской',
          hours: 'Пн–Пт 10:00–21:00, Сб–Вс 10:00–18:00',
        },
        city: 'Москва',
        price: 0,
        dateFrom: '2026-11-30',
        dateTo: '2026-12-02',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Оплата при получении');
    await expect(
      canvas.getByText('Мы создали для вас личный кабинет — заказ уже в нём'),
    ).toBeVisible();
    await expect(canvas.getByText('30 ноября – 2 декабря')).toBeVisible();
    await expect(canvas.getByText('При получении')).toBeVisible();
    // issue 26 point 8: the point's name, address and hours
    await expect(canvas.getByText('Пункт выдачи на Тверской')).toBeVisible();
    await expect(canvas.getByText('Москва, ул. Тверская, д. 12, стр. 3')).toBeVisible();
    await expect(
      canvas.getByText('Часы работы: Пн–Пт 10:00–21:00, Сб–Вс 10:00–18:00'),
    ).toBeVisible();
  },
};

/** A guest whose e-mail has an account: the order waits there. */
export const AccountLinked: Story = {
  args: { account: 'linked' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Заказ добавлен в личный кабинет с этой почтой — войдите, чтобы следить за ним',
      ),
    ).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { order: orderDetail({ status: 'cancelled', paymentState: 'failed', canPay: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Заказ отменён');
    await expect(canvas.queryByRole('button', { name: /Оплатить/ })).toBeNull();
  },
};

/** No such order, or another shopper's. */
export const NotFound: Story = {
  args: { order: null, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Заказ не найден');
  },
};

export const Loading: Story = {
  args: { order: null },
};

export const LoadFailed: Story = {
  args: { order: null, failed: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Fourteen lines, a long name and a product gone from the catalogue (no link). */
export const LongOrder: Story = {
  args: {
    order: orderDetail({
      lines: manyLines,
      itemsTotal: manyLines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      discount: 0,
      total: manyLines.reduce((sum, line) => sum + line.price * line.quantity, 0) + 350,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(14);
    await expect(canvas.queryByRole('link', { name: /Букет № 6/ })).toBeNull();
    await expect(canvas.getByText(/Букет № 6/)).toBeVisible();
  },
};

/** Issue 16: a kit made from the shopper's photo, with its mosaic and options. */
export const WithPhotoKit: Story = {
  args: { order: orderDetail({ lines: [...orderDetail().lines, photoKitOrderLine()] }) },
  play: async ({ canvas }) => {
    const kit = canvas.getAllByRole('listitem')[2]!;
    await expect(
      within(kit).getByRole('img', { name: 'Схема набора по фото' }),
    ).toBeInTheDocument();
    await expect(kit).toHaveTextContent(
      '40×50 см · вертикальная · квадратные стразы · цветная · свёрнутый холст · 38 цветов',
    );
  },
};

export const Mobile: Story = {
  args: { order: orderDetail({ paymentState: 'pending', canPay: true }), account: 'created' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const pay = canvas.getByRole('button', { name: 'Оплатить' }).getBoundingClientRect();
    await expect(pay.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
