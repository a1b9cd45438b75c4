import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FilterConfigItem } from '@features/api';
import {
  boundDetail,
  defaultsDetail,
  emptyDetail,
  filterIndex,
  longDetail,
  moveBrandDown,
  paintsDetail,
  useDefaultsDetail,
} from '../../testing';
import { FilterConfigDetailView, type FilterConfigDetailViewProps } from './FilterConfigDetailView';

/** The view as its screen holds it: edits kept in state (and reported), reset back to saved. */
function EditedDetail({ onItemsChange, onReset, ...props }: FilterConfigDetailViewProps) {
  const [items, setItems] = useState<readonly FilterConfigItem[] | null>(null);
  return (
    <FilterConfigDetailView
      {...props}
      items={items ?? props.detail.items}
      dirty={items !== null}
      onItemsChange={(next) => {
        setItems(next);
        onItemsChange(next);
      }}
      onReset={() => {
        setItems(null);
        onReset();
      }}
    />
  );
}

const meta = {
  title: 'Admin/FilterConfig/FilterConfigDetailView',
  component: FilterConfigDetailView,
  args: {
    detail: paintsDetail,
    sections: filterIndex.allSections,
    relations: [],
    items: paintsDetail.items,
    dirty: false,
    busy: false,
    onItemsChange: fn(),
    onSave: fn(),
    onReset: fn(),
    onCopy: fn(),
    onBind: fn(),
    onToggleProperty: fn(),
  },
  render: (args) => <EditedDetail {...args} />,
} satisfies Meta<typeof FilterConfigDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const itemOrder = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Свойства фильтра' }))
    .getAllByRole('button', { name: /^Переместить/ })
    .map((handle) => handle.getAttribute('aria-label'));

/** R-FC-2: a section's settings: copy, bind, properties, items, the change log (issue 12 point 6). */
export const Detail: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Настройка фильтра: Краски' }),
    ).toBeVisible();
    await expect(canvas.getByText('есть настройки')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Цвет' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Бренд' })).toBeChecked();
    await expect(canvas.getByText('Анна Редактор', { exact: false })).toBeVisible();
    // Issue 25 point 6: before → after in words.
    await expect(
      canvas.getByText(
        'Порядок: «Тип краски», «Бренд», «Размер» → «Бренд», «Тип краски», «Размер»',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('«Цвет», показывать: да → нет')).toBeVisible();
  },
};

/**
 * R-FC-2, issue 12 point 7: focus the handle of «Бренд», Space picks it up, ArrowDown moves it
 * one place down, Space drops it: the list shows the new order, reset brings the saved one back.
 */
export const KeyboardReorder: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await moveBrandDown(canvas);
    await waitFor(() =>
      expect(itemOrder(canvasElement)).toEqual([
        'Переместить «Тип краски»',
        'Переместить «Бренд»',
        'Переместить «Размер»',
      ]),
    );
    await expect(args.onItemsChange).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить' }));
    await expect(itemOrder(canvasElement)).toEqual([
      'Переместить «Бренд»',
      'Переместить «Тип краски»',
      'Переместить «Размер»',
    ]);
    await expect(canvas.getByRole('button', { name: 'Сбросить' })).toBeDisabled();
  },
};

const valueNames = (canvasElement: HTMLElement, item: string) =>
  within(within(canvasElement).getByRole('list', { name: `Значения «${item}»` }))
    .getAllByRole('listitem')
    .map((row) => row.firstElementChild?.textContent);

/**
 * R-FC-5: open «Тип краски», sort its values by count (fewest first), then by name backwards;
 * the pinned ones carry 'в настройках'. R-FC-4: the item's own reset brings the saved order back.
 */
export const SortValues: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Тип краски', expanded: false }));
    const sorts = await canvas.findByRole('group', { name: 'Сортировать значения «Тип краски»' });
    await expect(valueNames(canvasElement, 'Тип краски')).toEqual(['Акрил', 'Гуашь', 'Масло']);

    await userEvent.click(
      within(sorts).getByRole('button', { name: 'По количеству, меньше→больше' }),
    );
    await expect(valueNames(canvasElement, 'Тип краски')).toEqual(['Гуашь', 'Масло', 'Акрил']);
    await userEvent.click(within(sorts).getByRole('button', { name: 'По названию, Я→А' }));
    await expect(valueNames(canvasElement, 'Тип краски')).toEqual(['Масло', 'Гуашь', 'Акрил']);
    await expect(args.onItemsChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ UF_VALUES: ['Масло', 'Гуашь', 'Акрил'] })]),
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Значения «Тип краски»' })).getAllByText(
        'в настройках',
      ),
    ).toHaveLength(3);

    // R-FC-4: the changed item alone goes back to its saved order.
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить «Тип краски»' }));
    await expect(valueNames(canvasElement, 'Тип краски')).toEqual(['Акрил', 'Гуашь', 'Масло']);
    await expect(canvas.queryByRole('button', { name: 'Сбросить «Тип краски»' })).toBeNull();
  },
};

/** R-FC-5: sizes sort by their numbers ('9x12' before '10x20' before '100x120'). */
export const SortSizes: Story = {
  args: { detail: defaultsDetail },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Размер', expanded: false }));
    await userEvent.click(await canvas.findByRole('button', { name: 'По названию, А→Я' }));
    await expect(valueNames(canvasElement, 'Размер')).toEqual([
      '9x12',
      '10x20',
      '40x50',
      '100x120',
    ]);
  },
};

/** R-FC-3: a bound section shows only the section it follows; unbinding sends 0. */
export const BoundSection: Story = {
  args: { detail: boundDetail },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Рисование → Краски' })).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Свойства фильтра' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Отвязать' }));
    await expect(args.onBind).toHaveBeenCalledWith(0);
  },
};

/** R-FC-4: the 'use defaults' flag hides an item's values; clearing it shows them. */
export const UseDefaults: Story = {
  args: { detail: useDefaultsDetail },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Бренд', expanded: false }));
    await waitFor(() =>
      expect(
        canvas.getAllByText('Название и порядок значений берутся из настроек «По-умолчанию».')[0],
      ).toBeVisible(),
    );
    await expect(canvas.queryByRole('list', { name: 'Значения «Бренд»' })).toBeNull();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: '«Бренд»: брать настройки по умолчанию' }),
    );
    await expect(await canvas.findByRole('list', { name: 'Значения «Бренд»' })).toBeVisible();
  },
};

/** R-FC-4: the defaults themselves (id 0) have no 'use defaults' flag and no binding. */
export const DefaultSettings: Story = {
  args: { detail: defaultsDetail },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByLabelText('Привязать к разделу')).toBeNull();
    await expect(canvas.getByLabelText('Скопировать настройки из раздела')).toBeVisible();
  },
};

/** A section whose filter has no items: say what to do, nothing to save. */
export const Empty: Story = {
  args: { detail: emptyDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'В фильтре нет свойств' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  },
};

/** 200 size values scroll inside their item, in numeric order. */
export const LongValues: Story = {
  args: { detail: longDetail },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Размер', expanded: false }));
    await canvas.findByRole('list', { name: 'Значения «Размер»' });
    const names = valueNames(canvasElement, 'Размер');
    await expect(names).toHaveLength(200);
    await expect(names.slice(0, 3)).toEqual(['10x20', '10x30', '10x40']);
    await expect(names.at(-1)).toBe('105x110');
  },
};

/** Copy and bind send the chosen section; the section itself is not offered. */
export const CopyAndBind: Story = {
  play: async ({ canvas, args }) => {
    const copyFrom = canvas.getByLabelText('Скопировать настройки из раздела');
    await expect(
      within(copyFrom).queryByRole('option', { name: '• • Рисование → Краски' }),
    ).toBeNull();
    await userEvent.selectOptions(copyFrom, 'По-умолчанию');
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать' }));
    await expect(args.onCopy).toHaveBeenCalledWith(0);

    await userEvent.selectOptions(canvas.getByLabelText('Привязать к разделу'), '• Рукоделие');
    await userEvent.click(canvas.getByRole('button', { name: 'Привязать' }));
    await expect(args.onBind).toHaveBeenCalledWith(4);

    await userEvent.click(canvas.getByRole('switch', { name: 'Цвет' }));
    await expect(args.onToggleProperty).toHaveBeenCalledWith(14, true);
  },
};

/** Another section follows this one: no binding offered, the follower named as a link. */
export const Followed: Story = {
  args: { relations: filterIndex.relations },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Привязать к разделу')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Рисование → Холсты' })).toHaveAttribute(
      'href',
      '/admin/filter/?sectionId=3',
    );
  },
};

/** A write under way: its buttons wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Бренд' })).toBeDisabled();
  },
};

/** On a phone the blocks stack, an open item's sort buttons wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Тип краски', expanded: false }));
    await canvas.findByRole('list', { name: 'Значения «Тип краски»' });
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeVisible();
  },
};
