import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { label: 'Подписаться на новости и скидки', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Подписаться на новости и скидки' });
    await userEvent.click(canvas.getByText('Подписаться на новости и скидки'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

/** Filter values with counts aligned right (read with the name); a value with no goods is disabled. */
export const FilterValues: Story = {
  render: (args) => (
    <fieldset style={{ display: 'grid', gap: 8, width: 260, border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 700, marginBottom: 8 }}>Материал</legend>
      <Checkbox {...args} label="Акрил" count={124} />
      <Checkbox {...args} label="Масло" count={38} defaultChecked />
      <Checkbox {...args} label="Гуашь" count={0} disabled />
    </fieldset>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Материал' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Гуашь 0' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Я согласен на обработку персональных данных и принимаю условия публичной оферты интернет-магазина',
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Checkbox {...args} />
    </div>
  ),
};
