import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '@ui/Button';
import { StoryShop } from '@features/catalog/testing';
import { BuyOrNotify } from './BuyOrNotify';

const NAME = 'Набор для вышивания крестиком «Снегири»';
const addToBasket = fn();

const meta = {
  title: 'Shop/StockNotice/BuyOrNotify',
  component: BuyOrNotify,
  args: {
    available: true,
    productId: 7,
    productName: NAME,
    children: <Button onClick={addToBasket}>В корзину</Button>,
  },
  beforeEach() {
    addToBasket.mockClear();
  },
  decorators: [
    (Story) => (
      <StoryShop>
        <div style={{ width: 260 }}>{Story()}</div>
      </StoryShop>
    ),
  ],
} satisfies Meta<typeof BuyOrNotify>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock: the basket action the caller gives, pressed from the keyboard; no notice. */
export const Available: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'В корзину' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(addToBasket).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Нет в наличии')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Сообщить о поступлении/ })).toBeNull();
  },
};

/**
 * Issue 26 point 3: out of stock, «Нет в наличии» and «Сообщить о поступлении» instead of the
 * basket action; the keyboard opens the notice's dialog and Escape closes it.
 */
export const OutOfStock: Story = {
  args: { available: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Нет в наличии')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'В корзину' })).toBeNull();
    await userEvent.tab();
    const notify = canvas.getByRole('button', { name: `Сообщить о поступлении: ${NAME}` });
    await expect(notify).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Сообщить о поступлении' });
    await expect(within(dialog).getByLabelText('Электронная почта')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Where the status is said already (the product page's facts): the notice button alone. */
export const OutOfStockWithoutStatus: Story = {
  args: { available: false, showStatus: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Нет в наличии')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Сообщить о поступлении/ })).toBeVisible();
  },
};

/** The basket line's small size: the stock text stays the caller's while there is some. */
export const SmallInBasket: Story = {
  args: { size: 's', children: 'Осталось 2 шт.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Осталось 2 шт.')).toBeVisible();
  },
};

/** The basket line's small size once the last piece is gone. */
export const SmallOutOfStock: Story = {
  args: { size: 's', available: false, children: 'Осталось 0 шт.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Осталось 0 шт.')).toBeNull();
    await expect(canvas.getByText('Нет в наличии')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Сообщить о поступлении/ })).toBeVisible();
  },
};
