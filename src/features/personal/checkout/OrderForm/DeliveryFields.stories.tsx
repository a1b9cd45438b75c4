import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  certificatesOptions,
  CheckoutFieldsStory,
  guestOptions,
  madeToOrderOptions,
  signedInOptions,
  type CheckoutFieldsStoryProps,
} from '../testing';
import { DeliveryFields } from './DeliveryFields';

type Args = Omit<CheckoutFieldsStoryProps, 'children'>;

const meta = {
  title: 'Shop/Checkout/DeliveryFields',
  args: { options: guestOptions },
  render: (args) => (
    <CheckoutFieldsStory {...args}>
      {(form) => <DeliveryFields form={form} options={args.options} />}
    </CheckoutFieldsStory>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The city's ways with price and dates, the first chosen and its address asked for; the arrow
 * keys move to pickup, whose points take the address's place.
 */
export const Courier: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Москва')).toBeVisible();
    await expect(canvas.getByText('Город можно сменить в шапке сайта')).toBeVisible();
    const courier = canvas.getByRole('radio', { name: /Курьером/ });
    await expect(courier).toBeChecked();
    await expect(canvas.getByText('Бесплатно от 5 000 ₽')).toBeVisible();
    await expect(canvas.getByText('27–28 ноября')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Адрес доставки/ })).toBeVisible();

    await userEvent.tab();
    await expect(courier).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Самовывоз/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Адрес доставки/ })).toBeNull();
    await expect(canvas.getByRole('radiogroup', { name: 'Пункт выдачи' })).toBeVisible();
  },
};

/** A courier address left empty is asked for when the form is checked. */
export const AddressRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить' }));
    await expect(canvas.getByText('Укажите адрес доставки')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Адрес доставки/ }), 'ул. Садовая, 5');
    await expect(canvas.queryByText('Укажите адрес доставки')).toBeNull();
  },
};

/**
 * Pickup: each point with its address and hours; checking the form without a point says to
 * choose one, and choosing one by keyboard takes the error away.
 */
export const PickupPointRequired: Story = {
  args: { chosen: { delivery: 'pickup' } },
  play: async ({ canvas, userEvent }) => {
    const points = await canvas.findByRole('radiogroup', { name: 'Пункт выдачи' });
    await expect(within(points).getByText('ул. Тверская, д. 12, стр. 3')).toBeVisible();
    await expect(within(points).getByText('Пн–Пт 10:00–21:00, Сб–Вс 10:00–18:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить' }));
    await expect(points).toHaveAttribute('aria-invalid', 'true');
    await expect(within(points).getByText('Выберите пункт выдачи')).toBeVisible();

    const first = within(points).getByRole('radio', { name: /Пункт выдачи на Тверской/ });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(points).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Выберите пункт выдачи')).toBeNull();
  },
};

/** A shopper's saved addresses: one press puts it in the field. */
export const SavedAddresses: Story = {
  args: { options: signedInOptions },
  play: async ({ canvas, userEvent }) => {
    const saved = canvas.getByRole('button', { name: 'Москва, ул. Садовая, д. 5, кв. 12' });
    saved.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: /Адрес доставки/ })).toHaveValue(
      'Москва, ул. Садовая, д. 5, кв. 12',
    );
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('checkbox', { name: 'Сохранить адрес' })).toBeNull();
  },
};

/** Issue 26 point 4: goods made to order; the dates count from the day the order is ready. */
export const MadeToOrder: Story = {
  args: { options: madeToOrderOptions },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^В заказе есть товары, которые мы изготовим для вас: 3 рабочих дня\./),
    ).toBeVisible();
    await expect(canvas.getByText('2–3 декабря')).toBeVisible();
  },
};

/** A city the shop does not deliver to: no ways, and where to change the city. */
export const NoDeliveries: Story = {
  args: { options: { ...guestOptions, deliveries: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'В этот город доставки пока нет. Выберите другой город в шапке сайта.',
    );
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** Issue 26 point 1: certificates alone are electronic, nothing to deliver and no price. */
export const CertificatesOnly: Story = {
  args: { options: certificatesOptions },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(/^Сертификат электронный/);
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByText('Москва')).toBeNull();
  },
};

/** The pickup points on a phone, one chosen. */
export const PickupOnPhone: Story = {
  args: { chosen: { delivery: 'pickup', pickupPointId: '12' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('radio', { name: /Пункт выдачи у метро «Проспект Мира»/ }),
    ).toBeChecked();
    await expect(canvas.getByText('Ежедневно 9:00–22:00')).toBeVisible();
  },
};
