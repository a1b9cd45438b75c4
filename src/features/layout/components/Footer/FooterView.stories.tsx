import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CATALOG_MENU, LONG_NAME_CITY, TOP_MENU, phoneOf } from '../../testing/layoutFixtures';
import { LayoutStoryShop } from '../../testing/LayoutStoryShop';
import { FooterView } from './FooterView';

const meta = {
  title: 'Shop/Layout/FooterView',
  component: FooterView,
  parameters: { layout: 'fullscreen' },
  args: { catalog: CATALOG_MENU, topMenu: TOP_MENU, city: 'Москва', phone: phoneOf(0), year: 2026 },
  decorators: [(Story) => <LayoutStoryShop>{Story()}</LayoutStoryShop>],
} satisfies Meta<typeof FooterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-LAYOUT-10: menus, contacts with the city's phone, copyright. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const catalog = canvas.getByRole('navigation', { name: 'Каталог' });
    await expect(within(catalog).getByRole('link', { name: 'Пазлы' })).toHaveAttribute(
      'href',
      '/shop/pazly/',
    );
    await expect(within(catalog).queryByRole('link', { name: 'Пейзажи' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '+7 (495) 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+74951234567',
    );
    await expect(canvas.getByRole('link', { name: 'Все контакты' })).toHaveAttribute(
      'href',
      '/kontakty/',
    );
    await expect(canvas.getByText(/© 2026 Хобби-магазин/)).toBeVisible();
  },
};

export const LongCityName: Story = {
  args: { city: LONG_NAME_CITY.name, phone: phoneOf(LONG_NAME_CITY.id) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(LONG_NAME_CITY.name)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Контакты' })).toBeVisible();
  },
};
