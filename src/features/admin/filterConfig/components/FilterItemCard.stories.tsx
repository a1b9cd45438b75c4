import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FilterConfigItem } from '@features/api';
import { paintsDetail } from '../testing';
import { FilterItemCard, type FilterItemCardProps } from './FilterItemCard';

const [brand, paintType, size] = paintsDetail.items as [
  FilterConfigItem,
  FilterConfigItem,
  FilterConfigItem,
];

/** The card as the detail screen holds it: the changed item and the open state kept. */
function EditedItem({ item: initial, open: initialOpen, ...props }: FilterItemCardProps) {
  const [item, setItem] = useState(initial);
  const [open, setOpen] = useState(initialOpen);
  return (
    <FilterItemCard
      {...props}
      item={item}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      onChange={(next) => {
        setItem(next);
        props.onChange(next);
      }}
    />
  );
}

const valueNames = (canvas: ReturnType<typeof within>, item: string) =>
  within(canvas.getByRole('list', { name: `Значения «${item}»` }))
    .getAllByRole('listitem')
    .map((row) => row.firstElementChild?.textContent);

const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

const meta = {
  title: 'Admin/FilterConfig/FilterItemCard',
  component: FilterItemCard,
  args: {
    item: brand,
    saved: brand,
    isDefaults: false,
    open: true,
    onOpenChange: fn(),
    onChange: fn(),
  },
  render: (args) => <EditedItem {...args} />,
} satisfies Meta<typeof FilterItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * R-FC-5: the values in the shop's order, the pinned one marked; a sort sends the new UF_VALUES.
 * R-FC-4: once changed, the item's own reset sends the saved item back.
 */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    await expect(valueNames(canvas, 'Бренд')).toEqual(['Sonnet', 'Ладога', 'Невская палитра']);
    await expect(canvas.getAllByText('в настройках')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Сбросить «Бренд»' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'По количеству, больше→меньше' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...brand,
      UF_VALUES: ['Невская палитра', 'Sonnet', 'Ладога'],
    });
    await expect(valueNames(canvas, 'Бренд')).toEqual(['Невская палитра', 'Sonnet', 'Ладога']);

    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить «Бренд»' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(brand);
    await expect(valueNames(canvas, 'Бренд')).toEqual(['Sonnet', 'Ладога', 'Невская палитра']);
    await expect(canvas.queryByRole('button', { name: 'Сбросить «Бренд»' })).toBeNull();
    blurActive();
  },
};

/** R-FC-4: an item taking the defaults hides its values; clearing the flag shows them. */
export const UsesDefaults: Story = {
  args: { item: size, saved: size },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Название и порядок значений берутся из настроек «По-умолчанию».'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Значения «Размер»' })).toBeNull();
    const flag = canvas.getByRole('checkbox', { name: '«Размер»: брать настройки по умолчанию' });
    await expect(flag).toBeChecked();
    await userEvent.click(flag);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...size, UF_USE_DEFAULT: '0' });
    await expect(valueNames(canvas, 'Размер')).toEqual(['9x12', '10x20', '40x50', '100x120']);
    await expect(canvas.getByRole('button', { name: 'Сбросить «Размер»' })).toBeVisible();
    blurActive();
  },
};

/** R-FC-4: the default settings have no flag; a closed item opens from the keyboard. */
export const DefaultsClosed: Story = {
  args: { item: paintType, saved: paintType, isDefaults: true, open: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    canvas.getByRole('button', { name: 'Тип краски', expanded: false }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(await canvas.findByRole('list', { name: 'Значения «Тип краски»' })).toBeVisible();
    blurActive();
  },
};

/** An item not saved yet has nothing to reset to; with no products it says so. */
export const NoValues: Story = {
  args: { item: { ...paintType, UF_VALUES: [], ALL_VALUES: {} }, saved: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('В разделе нет товаров с этим свойством.')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /^Сортировать/ })).toBeNull();
  },
};

/** On a phone the flag stays beside the name and the sort buttons wrap. */
export const Mobile: Story = {
  args: { item: paintType, saved: paintType },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: '«Тип краски»: брать настройки по умолчанию' }),
    ).toBeVisible();
    await expect(valueNames(canvas, 'Тип краски')).toEqual(['Акрил', 'Гуашь', 'Масло']);
  },
};
