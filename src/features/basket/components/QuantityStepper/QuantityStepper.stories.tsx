import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Shop/Catalog/QuantityStepper',
  component: QuantityStepper,
  args: { quantity: 2, productName: 'Алмазная мозаика «Лавандовое поле»', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Увеличить количество' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Уменьшить количество' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** At one piece the minus becomes a bin: the next press takes the product out of the basket. */
export const OnePiece: Story = {
  args: { quantity: 1 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать из корзины' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** Off at the limit, yet focusable: a keyboard user pressing it keeps their place. */
export const AtStockLimit: Story = {
  args: { quantity: 5, max: 5 },
  play: async ({ canvas, args, userEvent }) => {
    const plus = canvas.getByRole('button', { name: 'Увеличить количество' });
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    plus.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(plus).toHaveFocus();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args, userEvent }) => {
    const minus = canvas.getByRole('button', { name: 'Уменьшить количество' });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(minus).toHaveFocus();
  },
};
