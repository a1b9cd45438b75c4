import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CertificateForm } from './CertificateForm';

const meta = {
  title: 'Shop/Checkout/CertificateForm',
  component: CertificateForm,
  args: { applied: null, onApply: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CertificateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 26 point 1: the field takes the code from the certificate's mail. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByLabelText('Подарочный сертификат');
    await expect(canvas.getByRole('button', { name: 'Применить сертификат' })).toBeDisabled();
    await userEvent.type(field, ' hobby-7kqm-2xwd-r9tp ');
    await userEvent.click(canvas.getByRole('button', { name: 'Применить сертификат' }));
    await expect(args.onApply).toHaveBeenCalledWith('hobby-7kqm-2xwd-r9tp');
  },
};

/** The server is checking the code. */
export const Checking: Story = { args: { busy: true } };

/** A code the server refused, with its reason. */
export const Refused: Story = {
  args: {
    error: 'Сертификат с таким кодом не найден. Проверьте код — он в письме с сертификатом.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Подарочный сертификат')).toHaveAccessibleDescription(
      'Сертификат с таким кодом не найден. Проверьте код — он в письме с сертификатом.',
    );
  },
};

/** Applied: its balance pays part of the order, the rest stays on it. */
export const AppliedWithBalanceLeft: Story = {
  args: { applied: { code: 'HOBBY-7KQM-2XWD-R9TP', balance: 5000 }, share: 3473 },
  play: async ({ canvas, args, userEvent }) => {
    const applied = canvas.getByRole('status', { name: 'Подарочный сертификат' });
    await expect(applied).toHaveTextContent('На сертификате: 5 000 ₽');
    await expect(applied).toHaveTextContent(
      'Оплатит 3 473 ₽ этого заказа, останется 1 527 ₽ на следующие покупки',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Убрать сертификат HOBBY-7KQM-2XWD-R9TP' }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Applied: its whole balance goes to the order. */
export const AppliedSpentWhole: Story = {
  args: { applied: { code: 'HOBBY-7KQM-2XWD-R9TP', balance: 1000 }, share: 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Оплатит 1 000 ₽ этого заказа, останется 0 ₽ на следующие покупки',
    );
  },
};

/** A basket of certificates only: a certificate cannot pay for another. */
export const NotForCertificates: Story = {
  args: { certificatesOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Подарочный сертификат')).toBeNull();
    await expect(
      canvas.getByText(
        'Подарочным сертификатом можно оплатить товары и доставку, но не другой сертификат.',
      ),
    ).toBeVisible();
  },
};
