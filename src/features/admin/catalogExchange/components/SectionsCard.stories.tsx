import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FilterSection } from '@features/api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blurActive, exchangeSections } from '../testing';
import { SectionsCard } from './SectionsCard';

const meta = {
  title: 'Admin/CatalogExchange/SectionsCard',
  component: SectionsCard,
  args: {
    sections: exchangeSections,
    chosen: [],
    onChosenChange: fn(),
    includeSubsections: false,
    onIncludeSubsectionsChange: fn(),
    onShowProperties: fn(),
  },
} satisfies Meta<typeof SectionsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the export takes the whole catalogue, and there are no properties to show. */
export const NothingChosen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Разделы не выбраны: выгрузка возьмёт весь каталог',
    );
    await expect(canvas.getByRole('button', { name: 'Показать свойства' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Алмазная мозаика → Цветы' }));
    await expect(args.onChosenChange).toHaveBeenCalledWith([2]);
  },
};

/** R-CSV-3: chosen sections are kept in the tree's order; the choice can be cleared at once. */
export const Chosen: Story = {
  args: { chosen: [1, 4] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Выбрано разделов: 2');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Алмазная мозаика → Животные' }));
    await expect(args.onChosenChange).toHaveBeenLastCalledWith([1, 3, 4]);
    await userEvent.click(canvas.getByRole('button', { name: 'Снять выбор' }));
    await expect(args.onChosenChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать свойства' }));
    await expect(args.onShowProperties).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** R-CSV-3: the branch below the chosen sections is asked for too. */
export const WithSubsections: Story = {
  args: { chosen: [1], includeSubsections: true },
  play: async ({ canvas, args }) => {
    const subsections = canvas.getByRole('checkbox', { name: 'С подразделами' });
    await expect(subsections).toBeChecked();
    await userEvent.click(subsections);
    await expect(args.onIncludeSubsectionsChange).toHaveBeenCalledWith(false);
    blurActive();
  },
};

/** The search narrows the list by path (a parent's name too) and says when nothing matches. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Найти раздел' });
    await userEvent.type(search, 'цвет');
    await expect(canvas.getAllByRole('checkbox', { name: /→/ })).toHaveLength(1);
    await expect(canvas.getByRole('checkbox', { name: 'Алмазная мозаика → Цветы' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'картины');
    await expect(canvas.getAllByRole('checkbox', { name: /Картины/ })).toHaveLength(2);
    await userEvent.clear(search);
    await userEvent.type(search, 'акварель');
    await expect(canvas.getByText('Разделов с таким названием нет')).toBeVisible();
    blurActive();
  },
};

/** Sections with the same name as getData might list them, children before their parents. */
const sameNames: FilterSection[] = [
  { ...exchangeSections[0]!, id: 12, ID: 12, name: 'Религия', parentId: 11 },
  { ...exchangeSections[0]!, id: 11, ID: 11, name: 'Картины по номерам', parentId: null },
  { ...exchangeSections[0]!, id: 22, ID: 22, name: 'Религия', parentId: 21 },
  { ...exchangeSections[0]!, id: 21, ID: 21, name: 'Алмазная мозаика', parentId: null },
  { ...exchangeSections[0]!, id: 23, ID: 23, name: 'Новогодние', parentId: 21 },
  { ...exchangeSections[0]!, id: 13, ID: 13, name: 'Новогодние', parentId: 11 },
];

/** issue 25 point 8: two «Религия» are told apart by their paths, listed in tree order. */
export const SameNames: Story = {
  args: { sections: sameNames, chosen: [22] },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Разделы каталога' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Картины по номерам',
      'Картины по номерам → Религия',
      'Картины по номерам → Новогодние',
      'Алмазная мозаика',
      'Алмазная мозаика → Религия',
      'Алмазная мозаика → Новогодние',
    ]);
    await expect(
      canvas.getByRole('checkbox', { name: 'Алмазная мозаика → Религия' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Картины по номерам → Религия' }));
    // The choice in the tree's order.
    await expect(args.onChosenChange).toHaveBeenLastCalledWith([12, 22]);
    blurActive();
  },
};

/** While the properties are read, the button shows it is busy. */
export const Reading: Story = {
  args: { chosen: [1], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Показать свойства' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server could not read the properties: its text under the button. */
export const ReadError: Story = {
  args: { chosen: [1], error: 'Раздел не найден: 404' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Раздел не найден: 404');
  },
};

/** A catalogue without sections: the export takes every product. */
export const NoSections: Story = {
  args: { sections: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('В каталоге пока нет разделов: выгрузка возьмёт все товары.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** At phone width the list and the buttons fit. */
export const Mobile: Story = {
  args: { chosen: [2, 5] },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Снять выбор' })).toBeVisible();
  },
};
