import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoryShop } from '@features/catalog/testing';
import { StockNoticeOff } from './StockNoticeOff';

const meta = {
  title: 'Shop/StockNotice/StockNoticeOff',
  component: StockNoticeOff,
} satisfies Meta<typeof StockNoticeOff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the mail's unsubscribe link leads: the product's page says the notice is off. */
export const Unsubscribed: Story = {
  decorators: [
    (Story) => (
      <StoryShop url="/product/almaznaya-mozaika/tovar-7/?stock_notice=off">{Story()}</StoryShop>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Готово: письма о поступлении этого товара больше не придут.',
    );
  },
};

/** A link used twice (or mangled) says it no longer works. */
export const UnknownLink: Story = {
  decorators: [(Story) => <StoryShop url="/?stock_notice=unknown">{Story()}</StoryShop>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Эта ссылка из письма уже не действует',
    );
  },
};
