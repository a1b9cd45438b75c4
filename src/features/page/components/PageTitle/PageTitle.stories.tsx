import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageTitle } from './PageTitle';

const meta = {
  title: 'Shop/Page/PageTitle',
  component: PageTitle,
  args: {
    title: 'Алмазная вышивка',
    breadcrumbs: [
      { label: 'Главная', href: '/' },
      { label: 'Каталог', href: '/shop/' },
      { label: 'Алмазная вышивка' },
    ],
  },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Алмазная вышивка' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/shop/');
  },
};

/** A page without a path (the home page): only the H1. */
export const WithoutBreadcrumbs: Story = {
  args: { title: 'Товары для творчества и хобби', breadcrumbs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'Алмазная мозаика «Утренний туман над озером в горах» 40x50 на подрамнике с полной выкладкой круглыми стразами',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
