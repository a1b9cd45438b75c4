import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminStartView } from './AdminStartView';

const meta = {
  title: 'Admin/AdminStartView',
  component: AdminStartView,
} satisfies Meta<typeof AdminStartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 12 point 1: `/admin/` lists the six tools of spec §2, the orders (issue 15), the Yandex
 * Market feed (issue 27), the gift certificates (issue 26 point 1), the consent document (issue
 * 27 point 5) and the exchange with 1C (issue 28 point 3), each with a line on its purpose.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Администрирование' }),
    ).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(11);
    await expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/admin/filter/',
      '/admin/filter-seo/',
      '/admin/search-transitions/',
      '/admin/catalog-exchange/',
      '/admin/section-relations/',
      '/admin/csv-columns/',
      '/admin/orders/',
      '/admin/market-feed/',
      '/admin/certificates/',
      '/admin/consent-document/',
      '/admin/exchange-1c/',
    ]);
    for (const item of items) await expect(within(item).getByRole('paragraph')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
