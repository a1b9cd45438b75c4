import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { review } from '@features/catalog/testing';
import { ReviewsView } from './ReviewsView';

const meta = {
  title: 'Shop/Lists/ReviewsScreen',
  component: ReviewsView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Отзывы покупателей',
    breadcrumbs: [{ label: 'Главная', href: '/' }, { label: 'Отзывы' }],
    url: '/all-reviews/',
    data: {
      items: [
        review(1, {
          product: { id: 7, name: 'Картина по номерам «Маяк»', url: '/product/kartiny/mayak/' },
        }),
        review(2, {
          product: { id: 8, name: 'Набор «Снегири»', url: '/product/vyshivka/snegiri/' },
        }),
        review(3),
      ],
      average: 4.6,
      count: 41,
      pagination: { page: 1, pageCount: 3, pageSize: 20, total: 41 },
    },
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ReviewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.6 · 41 отзыв')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Картина по номерам «Маяк»' })).toHaveAttribute(
      'href',
      '/product/kartiny/mayak/',
    );
    await expect(canvas.getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
      'href',
      '/all-reviews/page/2/',
    );
  },
};

export const Empty: Story = {
  args: {
    data: {
      items: [],
      average: 0,
      count: 0,
      pagination: { page: 1, pageCount: 0, pageSize: 20, total: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Отзывов пока нет' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
