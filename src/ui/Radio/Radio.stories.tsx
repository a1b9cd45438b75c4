import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

type Delivery = 'courier' | 'pickup' | 'post';

/** Holds the choice, as the checkout form would. */
function StatefulGroup({ value: initial, onChange, ...props }: RadioGroupProps<Delivery>) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Radio',
  component: RadioGroup<Delivery>,
  args: {
    legend: 'Способ доставки',
    name: 'delivery',
    value: 'courier',
    onChange: fn(),
    options: [
      { value: 'courier', label: 'Курьером' },
      { value: 'pickup', label: 'Самовывоз из пункта выдачи' },
      { value: 'post', label: 'Почтой России' },
    ],
  },
  render: (args) => <StatefulGroup {...args} />,
} satisfies Meta<typeof RadioGroup<Delivery>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Способ доставки' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Курьером' })).toBeChecked();
    await userEvent.click(canvas.getByText('Почтой России'));
    await expect(canvas.getByRole('radio', { name: 'Почтой России' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('post');
  },
};

/** Arrow keys move the choice inside the group, as native radios do. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Курьером' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Самовывоз из пункта выдачи' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup');
  },
};

export const Row: Story = {
  args: { direction: 'row' },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'courier', label: 'Курьером' },
      { value: 'pickup', label: 'Самовывоз (нет пунктов в вашем городе)', disabled: true },
      { value: 'post', label: 'Почтой России' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radio', { name: 'Самовывоз (нет пунктов в вашем городе)' }),
    ).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
