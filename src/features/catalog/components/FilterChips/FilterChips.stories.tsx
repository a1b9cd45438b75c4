import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FilterChips } from './FilterChips';

const meta = {
  title: 'Shop/Catalog/FilterChips',
  component: FilterChips,
  args: {
    chips: [
      { label: 'Размер: 40x50', removeUrl: '/shop/almaznaya-mozaika/?tema=koty' },
      { label: 'Тема: Котики', removeUrl: '/shop/almaznaya-mozaika/razmer-40x50/' },
      {
        label: 'Цена: 1 000 ₽ – 3 000 ₽',
        removeUrl: '/shop/almaznaya-mozaika/?razmer=40x50&tema=koty',
      },
    ],
    resetUrl: '/shop/almaznaya-mozaika/',
  },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each chip is a link to the url without its value; 'Сбросить' drops them all. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Убрать фильтр Тема: Котики' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/razmer-40x50/',
    );
    await expect(canvas.getByRole('link', { name: 'Сбросить' })).toHaveAttribute(
      'href',
      '/shop/almaznaya-mozaika/',
    );
  },
};

/** Nothing chosen: no chips and no 'Сбросить' (a caption keeps the story visible). */
export const NoneChosen: Story = {
  args: { chips: [] },
  render: (args) => (
    <div>
      <p>Фильтры не выбраны.</p>
      <FilterChips {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
