import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { blurActive, columnHelpFixture, sharedPropertyList } from '../testing';
import { SharedGroup } from './SharedGroup';

const meta = {
  title: 'Admin/CatalogExchange/SharedGroup',
  component: SharedGroup,
  args: {
    title: 'Основные',
    index: 0,
    properties: sharedPropertyList.slice(0, 3),
    defaultOpen: true,
    chosen: new Set([21]),
    onChosenChange: fn(),
    required: new Set([21]),
    onRequiredChange: fn(),
    groupNames: ['Основные', 'Упаковка'],
    onMove: fn(),
    help: columnHelpFixture,
  },
} satisfies Meta<typeof SharedGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open group: each property's export choice, required flag and group. */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Основные (3)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Группа свойства Возраст' }),
      'Упаковка',
    );
    await expect(args.onMove).toHaveBeenLastCalledWith(23, 1);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Группа свойства Бренд' }),
      'Без группы',
    );
    await expect(args.onMove).toHaveBeenLastCalledWith(21, null);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Обязательное: Возраст' }));
    await expect(args.onRequiredChange).toHaveBeenCalledWith(23, true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Страна производства strana' }));
    await expect(args.onChosenChange).toHaveBeenCalledWith(22, true);
    blurActive();
  },
};

/** R-CSV-1: every group but the first starts closed; its properties are hidden. */
export const Closed: Story = {
  args: {
    title: 'Упаковка',
    index: 1,
    properties: sharedPropertyList.slice(3, 5),
    defaultOpen: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Упаковка (2)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The properties in no group. */
export const Ungrouped: Story = {
  args: { title: 'Без группы', index: null, properties: sharedPropertyList.slice(5) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Группа свойства Артикул производителя' }),
    ).toHaveDisplayValue('Без группы');
  },
};

/** A group being renamed to nothing is offered as '(без названия)'. */
export const UnnamedGroupChoice: Story = {
  args: { groupNames: ['', 'Упаковка'], title: '(без названия)' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Группа свойства Бренд' }),
    ).toHaveDisplayValue('(без названия)');
  },
};

/** An empty group: only its title and count. */
export const EmptyGroup: Story = {
  args: { title: 'Для подарка', index: 2, properties: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Для подарка (0)' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
