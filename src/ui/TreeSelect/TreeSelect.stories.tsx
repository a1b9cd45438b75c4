import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TreeSelect, type TreeSelectProps } from './TreeSelect';

/** An entry outside the tree, as the staff tools' default section (spec §5: id 0). */
const defaultEntry = { id: 0, label: 'По-умолчанию' };

const sections = [
  {
    id: 1,
    name: 'Рисование',
    children: [
      { id: 2, name: 'Картины по номерам', children: [{ id: 3, name: 'На подрамнике' }] },
      { id: 4, name: 'Акриловые краски' },
    ],
  },
  { id: 5, name: 'Алмазная мозаика', children: [{ id: 6, name: 'Наборы 40×50' }] },
  { id: 7, name: 'Вышивка' },
];

/** Holds the chosen id, as the filter config index does before "Перейти". */
function StatefulTreeSelect({ value: initial, onChange, ...props }: TreeSelectProps) {
  const [value, setValue] = useState(initial);
  return (
    <TreeSelect
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Design system/TreeSelect',
  component: TreeSelect,
  args: {
    label: 'Раздел',
    items: sections,
    extraItems: [defaultEntry],
    value: null,
    placeholder: 'Выберите раздел',
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <StatefulTreeSelect {...args} />
    </div>
  ),
} satisfies Meta<typeof TreeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filter config index: 'По-умолчанию' (id 0) first, then sections indented by bullets. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Раздел' });
    await expect(canvas.getByRole('option', { name: '• • • На подрамнике' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '• • Картины по номерам');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.selectOptions(select, 'По-умолчанию');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** One Tab stop; the platform's own select then takes the arrow keys and type-ahead. */
export const Focus: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Раздел' })).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Раздел' })).toHaveDisplayValue(
      'По-умолчанию',
    );
  },
};

/** A flat list with depth, as the sections table gives it. */
export const FlatWithDepth: Story = {
  args: {
    value: 12,
    extraItems: [],
    items: [
      { id: 10, name: 'Творчество', depth: 1 },
      { id: 11, name: 'Лепка', depth: 2 },
      { id: 12, name: 'Полимерная глина', depth: 3 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveDisplayValue('• • • Полимерная глина');
  },
};

export const WithError: Story = {
  args: { error: 'Для сохранения обязательности свойств необходимо выбрать 1 раздел' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Раздел' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Раздел' })).toBeDisabled();
  },
};
