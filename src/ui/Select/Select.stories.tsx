import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const sortOptions = [
  { value: 'popular', label: 'По популярности' },
  { value: 'price-asc', label: 'Сначала дешевле' },
  { value: 'price-desc', label: 'Сначала дороже' },
  { value: 'new', label: 'Новинки' },
];

const meta = {
  title: 'Design system/Select',
  component: Select,
  args: { label: 'Сортировка', options: sortOptions, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Сортировка' });
    await userEvent.selectOptions(select, 'Сначала дешевле');
    await expect(select).toHaveValue('price-asc');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Город',
    placeholder: 'Выберите город',
    defaultValue: '',
    options: [
      { value: 'msk', label: 'Москва' },
      { value: 'spb', label: 'Санкт-Петербург' },
      { value: 'kzn', label: 'Казань' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Город' })).toHaveDisplayValue(
      'Выберите город',
    );
  },
};

export const WithError: Story = {
  args: { placeholder: 'Не выбрано', defaultValue: '', error: 'Выберите способ сортировки' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Сортировка' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Выберите способ сортировки');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Сортировка' })).toBeDisabled();
  },
};

/** A long option is cut by the control, not the layout. */
export const LongText: Story = {
  args: {
    label: 'Набор',
    options: [
      {
        value: '1',
        label: 'Картина по номерам на холсте с подрамником 40×50 см, 24 цвета, три кисти',
      },
    ],
  },
};
