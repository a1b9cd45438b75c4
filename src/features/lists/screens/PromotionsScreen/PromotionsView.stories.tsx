import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { productCards } from '@features/catalog/testing';
import { storyCard } from '../../testing';
import { PromotionsView } from './PromotionsView';

const meta = {
  title: 'Shop/Lists/PromotionsScreen',
  component: PromotionsView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Акции',
    breadcrumbs: [{ label: 'Главная', href: '/' }, { label: 'Акции' }],
    content:
      '<h2>Третья картина в подарок</h2><p>При покупке двух картин по номерам третья — бесплатно. До 31 марта.</p>',
    data: { discounted: productCards(4, 30) },
    renderCard: storyCard,
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PromotionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Третья картина в подарок' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Самые большие скидки' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
