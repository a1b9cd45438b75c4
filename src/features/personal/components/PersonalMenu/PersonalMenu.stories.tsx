import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PersonalMenu } from './PersonalMenu';

const meta = {
  title: 'Shop/Personal/PersonalMenu',
  component: PersonalMenu,
  args: { currentPath: '/personal/orders/' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof PersonalMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-LAYOUT-12: the seven cabinet links in the spec's order, the page shown marked current. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: 'Личный кабинет' })).getAllByRole(
      'link',
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/personal/',
      '/personal/private/',
      '/personal/orders/',
      '/personal/purchases/',
      '/personal/reviews/',
      '/personal/subscribe/',
      '/personal/favorites/',
    ]);
    await expect(canvas.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Подписка' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Issue 15: on an order's page, 'Мои заказы' is marked as the section shown. */
export const OnAnOrder: Story = {
  args: { currentPath: '/personal/orders/1024/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Личный кабинет' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};
