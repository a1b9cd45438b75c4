import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { review } from '../../testing/productFixtures';
import { ReviewCard } from './ReviewCard';

const meta = {
  title: 'Shop/Catalog/ReviewCard',
  component: ReviewCard,
  args: { review: review(1) },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a product page: author, stars, date and text; no purchase behind it, so no mark. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ольга С.' })).toBeVisible();
    await expect(canvas.getByText(/Пришла быстро/)).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Проверенная покупка')).not.toBeInTheDocument();
  },
};

/** On /all-reviews/: the reviewed product is linked. */
export const WithProduct: Story = {
  args: {
    showProduct: true,
    review: review(2, {
      product: {
        id: 7,
        name: 'Алмазная мозаика «Снегири»',
        url: '/product/almaznaya-vyshivka/snegiri/',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Алмазная мозаика «Снегири»' })).toHaveAttribute(
      'href',
      '/product/almaznaya-vyshivka/snegiri/',
    );
  },
};

/** Issue 15 point 5: the author bought the product, so the review is marked. */
export const Verified: Story = {
  args: { review: review(4, { verified: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Проверенная покупка')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    review: review(3, {
      author: 'Екатерина Александровна Константинопольская',
      text: 'Очень понравилось! '.repeat(40).trim(),
    }),
  },
};
