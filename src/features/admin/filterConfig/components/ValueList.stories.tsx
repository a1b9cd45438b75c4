import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FilterConfigItem } from '@features/api';
import { longDetail, paintsDetail } from '../testing';
import { ValueList } from './ValueList';

const [brand] = paintsDetail.items as [FilterConfigItem];
const [longSizes] = longDetail.items as [FilterConfigItem];

const valueNames = (canvas: ReturnType<typeof within>, item: string) =>
  within(canvas.getByRole('list', { name: `Значения «${item}»` }))
    .getAllByRole('listitem')
    .map((row) => row.firstElementChild?.textContent);

const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

const meta = {
  title: 'Admin/FilterConfig/ValueList',
  component: ValueList,
  args: { item: brand, onSort: fn() },
} satisfies Meta<typeof ValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * R-FC-5: the pinned value first with 'в настройках', then the rest by name, each with its count;
 * every sort button sends its key and direction.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(valueNames(canvas, 'Бренд')).toEqual(['Sonnet', 'Ладога', 'Невская палитра']);
    const sonnet = within(canvas.getByRole('list', { name: 'Значения «Бренд»' })).getAllByRole(
      'listitem',
    )[0]!;
    await expect(sonnet).toHaveTextContent('Sonnetв настройках9 товаров');
    const sorts = canvas.getByRole('group', { name: 'Сортировать значения «Бренд»' });
    await userEvent.click(within(sorts).getByRole('button', { name: 'По названию, А→Я' }));
    await expect(args.onSort).toHaveBeenLastCalledWith('name', 'asc');
    await userEvent.click(within(sorts).getByRole('button', { name: 'По названию, Я→А' }));
    await expect(args.onSort).toHaveBeenLastCalledWith('name', 'desc');
    await userEvent.click(
      within(sorts).getByRole('button', { name: 'По количеству, больше→меньше' }),
    );
    await expect(args.onSort).toHaveBeenLastCalledWith('count', 'desc');
    await userEvent.click(
      within(sorts).getByRole('button', { name: 'По количеству, меньше→больше' }),
    );
    await expect(args.onSort).toHaveBeenLastCalledWith('count', 'asc');
    blurActive();
  },
};

/**
 * R-FC-5, spec §2 (issue 25 point 9): beside 'в настройках', 'есть привязка' marks a value that
 * the section's related sections bring in, with how many more products; a value only they carry
 * counts 0 of the section's own.
 */
export const WithRelations: Story = {
  args: {
    item: {
      ...brand,
      ALL_VALUES: {
        ...brand.ALL_VALUES,
        sonnet: { ...brand.ALL_VALUES.sonnet!, RELATED_COUNT: 1 },
        гамма: { VALUE: 'Гамма', NAME: 'Гамма', COUNT: 0, RELATED_COUNT: 4 },
      },
    },
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Значения «Бренд»' })).getAllByRole(
      'listitem',
    );
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Sonnetв настройкахесть привязка9 товаров +1: ещё 1 товар из привязанных разделов',
      'Гаммаесть привязка0 товаров +4: ещё 4 товара из привязанных разделов',
      expect.stringMatching(/^Ладога\d+ товаров$/),
      expect.stringMatching(/^Невская палитра\d+ товаров$/),
    ]);
  },
};

/** No product of the section has the property: a note, no sort buttons. */
export const Empty: Story = {
  args: { item: { ...brand, UF_VALUES: [], ALL_VALUES: {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('В разделе нет товаров с этим свойством.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** 200 sizes scroll inside the list, in numeric order; the list takes keyboard focus to scroll. */
export const LongList: Story = {
  args: { item: longSizes },
  play: async ({ canvas }) => {
    const names = valueNames(canvas, 'Размер');
    await expect(names).toHaveLength(200);
    await expect(names.slice(0, 3)).toEqual(['10x20', '10x30', '10x40']);
    const list = canvas.getByRole('list', { name: 'Значения «Размер»' });
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(list).toHaveAttribute('tabindex', '0');
  },
};

/** On a phone the sort buttons wrap and a long value name breaks inside its row. */
export const MobileLongNames: Story = {
  args: {
    item: {
      ...brand,
      ALL_VALUES: {
        ...brand.ALL_VALUES,
        long: {
          VALUE: 'Художественные краски «Мастер-Класс» для профессионалов',
          NAME: 'Художественные краски «Мастер-Класс» для профессионалов',
          COUNT: 120,
        },
      },
    },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Художественные краски «Мастер-Класс» для профессионалов'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'По количеству, меньше→больше' }),
    ).toBeVisible();
  },
};
