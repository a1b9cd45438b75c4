import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Design system/Price',
  component: Price,
  args: { price: 1990, size: 'm' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 990 ₽')).toBeVisible();
  },
};

/** A discount: the new price stands out, the old one is struck through and named for screen readers. */
export const Discounted: Story = {
  args: { price: 1592, oldPrice: 1990 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1 592 ₽')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('Старая цена: 1 990 ₽');
  },
};

/** An old price that is not higher is not a discount and is not shown. */
export const OldPriceNotHigher: Story = {
  args: { price: 1990, oldPrice: 1990 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Старая цена:', { exact: false })).not.toBeInTheDocument();
  },
};

export const WithKopecks: Story = {
  args: { price: 349.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('349.50 ₽')).toBeVisible();
  },
};

export const Sizes: Story = {
  args: { price: 12490, oldPrice: 15990 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Price {...args} size="s" />
      <Price {...args} size="m" />
      <Price {...args} size="l" />
    </div>
  ),
};

/** Digits line up in a column thanks to tabular figures. */
export const Column: Story = {
  render: () => (
    <div style={{ display: 'grid', justifyItems: 'end', width: 160 }}>
      {[111, 1990, 24990, 1234567].map((price) => (
        <Price key={price} price={price} size="s" />
      ))}
    </div>
  ),
};
