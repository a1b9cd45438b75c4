import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { certificates } from '../testing';
import { CertificateUses } from './CertificateUses';

const [partlySpent, withReturn] = certificates;

const meta = {
  title: 'Admin/Certificates/CertificateUses',
  component: CertificateUses,
  args: { uses: partlySpent?.uses ?? [] },
} satisfies Meta<typeof CertificateUses>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 26 point 1: each order the certificate paid, newest first, linked to the staff order page. */
export const Uses: Story = {
  play: async ({ canvas }) => {
    const uses = canvas.getAllByRole('listitem').map((use) => use.textContent);
    await expect(uses).toEqual([
      'Заказ № 15 — 851 ₽, 29.11.2026, 14:00',
      'Заказ № 14 — 1 000 ₽, 28.11.2026, 19:00',
    ]);
    await expect(canvas.getByRole('link', { name: 'Заказ № 14' })).toHaveAttribute(
      'href',
      '/admin/orders/?orderId=14',
    );
  },
};

/** A cancelled order's amount went back onto the certificate: the line says so. */
export const Returned: Story = {
  args: { uses: withReturn?.uses ?? [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/возвращено на сертификат/)).toBeVisible();
  },
};

/** Never spent. */
export const Unused: Story = {
  args: { uses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Не использовался')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
