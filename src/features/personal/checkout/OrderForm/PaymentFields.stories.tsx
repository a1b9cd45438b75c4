import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  CheckoutFieldsStory,
  goodsWithCertificateOptions,
  guestOptions,
  type CheckoutFieldsStoryProps,
} from '../testing';
import { PaymentFields } from './PaymentFields';

type Args = Omit<CheckoutFieldsStoryProps, 'children'>;

const meta = {
  title: 'Shop/Checkout/PaymentFields',
  args: { options: guestOptions },
  render: (args) => (
    <CheckoutFieldsStory {...args}>
      {(form) => <PaymentFields form={form} options={args.options} />}
    </CheckoutFieldsStory>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every way the server offers, the first chosen; the arrow keys choose the next. The ways come
 * from the options, so a new one (СБП) shows here as soon as the fixture offers it.
 */
export const Offered: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(args.options.payments.length);
    for (const [i, payment] of args.options.payments.entries())
      await expect(radios[i]).toHaveAccessibleName(payment.title);
    await expect(radios[0]).toBeChecked();
    await expect(canvas.queryByText(/Подарочный сертификат оплачивается/)).toBeNull();

    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await expect(radios[1]).toHaveFocus();
  },
};

/** Paying on receipt chosen before: it stays chosen. */
export const OnReceiptChosen: Story = {
  args: { chosen: { payment: 'on_receipt' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /При получении/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Картой онлайн/ })).not.toBeChecked();
  },
};

/**
 * Issue 26 point 1, issue 27 point 4: a basket with a gift certificate is paid online only (СБП,
 * first and chosen, or card), and says why.
 */
export const CertificatePaidOnline: Story = {
  args: { options: goodsWithCertificateOptions },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Подарочный сертификат оплачивается онлайн — по СБП или картой: его код придёт на почту сразу после оплаты.',
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: /СБП/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Картой онлайн/ })).not.toBeChecked();
    await expect(canvas.queryByRole('radio', { name: /При получении/ })).toBeNull();
  },
};
