import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice } from '@ui/format';
import { OrderCertificates } from './OrderCertificates';

const meta = {
  title: 'Shop/Personal/OrderCertificates',
  component: OrderCertificates,
  args: {
    certificates: [{ code: 'HOBBY-7KQM-2XWD-R9TP', nominal: 3000, balance: 3000, state: 'active' }],
  },
} satisfies Meta<typeof OrderCertificates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 26 point 1: a certificate the order bought, unspent: its code, how to use it, its balance. */
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^Введите код в поле «Подарочный сертификат» при оформлении заказа\./),
    ).toBeVisible();
    const [item] = within(
      canvas.getByRole('list', { name: 'Подарочные сертификаты' }),
    ).getAllByRole('listitem');
    await expect(item).toHaveTextContent('HOBBY-7KQM-2XWD-R9TP');
    await expect(item).toHaveTextContent(`Остаток ${formatPrice(3000)} из ${formatPrice(3000)}`);
    await expect(item).toHaveTextContent('Действует');
  },
};

/** Every state side by side: partly spent, spent, blocked. */
export const States: Story = {
  args: {
    certificates: [
      { code: 'HOBBY-7KQM-2XWD-R9TP', nominal: 3000, balance: 1250.5, state: 'active' },
      { code: 'HOBBY-4HJN-8ZXC-M2LB', nominal: 5000, balance: 0, state: 'spent' },
      { code: 'HOBBY-9PLK-3WER-T6YU', nominal: 1000, balance: 1000, state: 'blocked' },
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Подарочные сертификаты' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(3);
    const states: [number, number, string][] = [
      [1250.5, 3000, 'Действует'],
      [0, 5000, 'Израсходован'],
      [1000, 1000, 'Заблокирован'],
    ];
    for (const [i, [balance, nominal, badge]] of states.entries()) {
      await expect(items[i]).toHaveTextContent(
        `Остаток ${formatPrice(balance)} из ${formatPrice(nominal)}${badge}`,
      );
    }
  },
};

/** On a phone the code, the balance and the badge wrap inside the card. */
export const OnPhone: Story = {
  ...States,
  globals: { viewport: { value: 'mobile' } },
};
