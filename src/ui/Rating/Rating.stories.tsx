import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Rating, type RatingProps } from './Rating';

const meta = {
  title: 'Design system/Rating',
  component: Rating,
  args: { value: 4 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only, as on a product card: one picture with a spoken value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Оценка: 4 из 5' })).toBeVisible();
  },
};

export const Fractional: Story = {
  args: { value: 4.6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Оценка: 4.6 из 5' })).toBeVisible();
  },
};

export const NoRating: Story = {
  args: { value: 0 },
};

/** Holds the chosen value, as the review form would. */
function StatefulRating({ value: initial, onChange, ...props }: RatingProps) {
  const [value, setValue] = useState(initial);
  return (
    <Rating
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** The review form: click a star, or Tab in and use the arrow keys. */
export const Input: Story = {
  args: { value: 0, label: 'Ваша оценка', onChange: fn(), size: 32 },
  render: (args) => <StatefulRating {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Ваша оценка' })).toBeVisible();
    await userEvent.click(canvas.getByText('4 звезды'));
    await expect(canvas.getByRole('radio', { name: '4 звезды' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 звёзд' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '1 звезда' })).toBeChecked();
  },
};

export const InputDisabled: Story = {
  args: { value: 3, label: 'Ваша оценка', onChange: fn(), disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
