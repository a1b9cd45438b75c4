import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SortableList, type SortableListProps } from './SortableList';

interface FilterItem {
  id: number;
  name: string;
  code: string;
}

const filterItems: FilterItem[] = [
  { id: 11, name: 'Цвет', code: 'COLOR' },
  { id: 12, name: 'Размер', code: 'SIZE' },
  { id: 13, name: 'Материал', code: 'MATERIAL' },
  { id: 14, name: 'Производитель', code: 'BRAND' },
  { id: 15, name: 'Количество цветов', code: 'COLORS_COUNT' },
];

/** The list as a screen holds it: the new order is kept in state and reported. */
function FilterItemsList({ items: initial, onReorder, ...props }: SortableListProps<FilterItem>) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList
      {...props}
      items={items}
      onReorder={(next) => {
        setItems(next);
        onReorder(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/SortableList',
  component: SortableList<FilterItem>,
  args: {
    label: 'Порядок свойств в фильтре',
    items: filterItems,
    itemLabel: (item) => item.name,
    renderItem: (item) => (
      <span>
        {item.name} <code style={{ color: 'var(--color-text-muted)' }}>{item.code}</code>
      </span>
    ),
    onReorder: fn(),
  },
  render: (args) => <FilterItemsList {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SortableList<FilterItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvas: { getAllByRole: (role: 'listitem') => HTMLElement[] }) =>
  canvas
    .getAllByRole('listitem')
    .map((row) => row.querySelector('span')?.firstChild?.textContent?.trim());

/** The filter items of a section, in their saved order. */
export const Default: Story = {};

/**
 * Keyboard reorder (issue acceptance): focus the handle of «Цвет», Space picks it up, ArrowDown
 * moves it one place down, Space drops it; the list shows the new order and reports it.
 */
export const KeyboardReorder: Story = {
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('button', { name: 'Переместить «Цвет»' });
    handle.focus();
    await expect(handle).toHaveFocus();

    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('[ArrowDown]');
    await waitFor(() =>
      expect(
        canvas.getByText('Элемент «Цвет» перемещён на позицию 2 из 5.', { ignore: 'li *' }),
      ).toBeInTheDocument(),
    );
    await userEvent.keyboard('[Space]');

    await waitFor(() =>
      expect(order(canvas)).toEqual([
        'Размер',
        'Цвет',
        'Материал',
        'Производитель',
        'Количество цветов',
      ]),
    );
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    await expect(args.onReorder).toHaveBeenCalledWith([
      filterItems[1],
      filterItems[0],
      filterItems[2],
      filterItems[3],
      filterItems[4],
    ]);
  },
};

/** Escape puts the item back where it was and nothing is reported. */
export const KeyboardCancel: Story = {
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('button', { name: 'Переместить «Материал»' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(handle).not.toHaveAttribute('aria-pressed', 'true'));
    await expect(order(canvas)).toEqual(filterItems.map((item) => item.name));
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

/** On a phone the handles are always visible (no hover). */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
