import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminNav } from './AdminNav';

const meta = {
  title: 'Admin/AdminNav',
  component: AdminNav,
  args: { currentPath: '/admin/filter-seo/' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof AdminNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 12 point 1: the start page, the six tools of spec §2, the orders (issue 15), the Yandex
 * Market feed (issue 27), the gift certificates (issue 26 point 1), the consent document (issue
 * 27 point 5) and the exchange with 1C (issue 28 point 3), the tool shown marked current.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: 'Инструменты' })).getAllByRole(
      'link',
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/',
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
    await expect(canvas.getByRole('link', { name: 'SEO фильтра' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Настройка фильтра' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** A tool's detail page (`?sectionId=`, deeper paths) still marks its tool. */
export const DetailOfATool: Story = {
  args: { currentPath: '/admin/filter/detail/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Настройка фильтра' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Администрирование' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Keyboard: Tab walks the tools in order. */
export const Keyboard: Story = {
  args: { currentPath: '/admin/' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Администрирование' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Администрирование' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Настройка фильтра' })).toHaveFocus();
  },
};
