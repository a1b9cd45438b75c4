import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@ui/Button';
import { EditableCell } from '@ui/testing';
import { Table, type TableColumn, type TableProps } from './Table';

interface Transition {
  id: number;
  query: string;
  url: string;
}

const queries = [
  'краски',
  'холст',
  'кисти',
  'алмазная мозаика',
  'пряжа',
  'бисер',
  'глина',
  'пастель',
  'маркеры',
  'мольберт',
];
const slugs = [
  'kraski',
  'holsty',
  'kisti',
  'almaznaya-mozaika',
  'pryazha',
  'biser',
  'glina',
  'pastel',
  'markery',
  'molberty',
];

/** Direct transitions of the search admin screen: a query leads straight to a page. */
const makeRows = (count: number): Transition[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    query:
      i < queries.length
        ? queries[i]!
        : `${queries[i % queries.length]} ${Math.floor(i / queries.length) + 1}`,
    url: `/shop/${slugs[i % slugs.length]}/`,
  }));

const onSave = fn();

const columns: TableColumn<Transition>[] = [
  { key: 'id', header: '№', render: (row) => row.id, width: '64px', align: 'end' },
  {
    key: 'query',
    header: 'Запрос',
    width: '40%',
    render: (row) => (
      <EditableCell
        defaultValue={row.query}
        label={`Запрос ${row.id}`}
        onChange={(query) => onSave({ id: row.id, query, url: row.url })}
      />
    ),
  },
  {
    key: 'url',
    header: 'Страница без домена',
    render: (row) => (
      <EditableCell
        defaultValue={row.url}
        label={`Страница ${row.id}`}
        onChange={(url) => onSave({ id: row.id, query: row.query, url })}
      />
    ),
  },
];

const meta = {
  title: 'Design system/Table',
  component: Table<Transition>,
  args: {
    caption: 'Прямые переходы поиска',
    columns,
    rows: makeRows(8),
    rowKey: (row) => row.id,
    rowActions: (row) => (
      <Button
        variant="ghost"
        size="s"
        iconStart="trash"
        aria-label={`Удалить запрос «${row.query}»`}
      />
    ),
  },
  beforeEach: () => onSave.mockClear(),
} satisfies Meta<typeof Table<Transition>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Inline edit: every key release saves the row (spec §5). */
export const InlineEdit: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Запрос 2' });
    await userEvent.clear(field);
    onSave.mockClear();
    await userEvent.type(field, 'холсты');
    await expect(onSave).toHaveBeenLastCalledWith({ id: 2, query: 'холсты', url: '/shop/holsty/' });
    // One save per key release.
    await expect(onSave).toHaveBeenCalledTimes('холсты'.length);
  },
};

/** Nothing yet: one row says so. */
export const Empty: Story = {
  args: { rows: [], emptyText: 'Прямых переходов пока нет' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Прямых переходов пока нет' })).toBeVisible();
  },
};

/** Read-only columns: the long list below stays light for the accessibility check. */
const plainColumns: TableColumn<Transition>[] = [
  columns[0]!,
  { key: 'query', header: 'Запрос', width: '40%', render: (row) => row.query },
  { key: 'url', header: 'Страница без домена', render: (row) => row.url },
];

/** 300 rows in a box: the header stays in view while the body scrolls. */
export const HundredsOfRows: Story = {
  args: { rows: makeRows(300), maxHeight: '480px', columns: plainColumns, rowActions: undefined },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Прямые переходы поиска' });
    const header = within(region).getByRole('columnheader', { name: 'Запрос' });
    region.scrollTop = 5000;
    // Scrolled far down, the header sits at the top edge of the box (inside its 1 px border).
    const offset = header.getBoundingClientRect().top - region.getBoundingClientRect().top;
    await expect(offset).toBeGreaterThanOrEqual(0);
    await expect(offset).toBeLessThanOrEqual(1);
    await expect(within(region).getAllByRole('row')).toHaveLength(301);
    region.scrollTop = 0;
  },
};

/** A list a screen filters: deleting a row takes it out. */
function DeletableRows(props: TableProps<Transition>) {
  const [rows, setRows] = useState(props.rows);
  return (
    <Table
      {...props}
      rows={rows}
      rowActions={(row) => (
        <Button
          variant="ghost"
          size="s"
          iconStart="trash"
          aria-label={`Удалить запрос «${row.query}»`}
          onClick={() => setRows(rows.filter((other) => other.id !== row.id))}
        />
      )}
    />
  );
}

export const DeleteRow: Story = {
  args: { rows: makeRows(3) },
  render: (args) => <DeletableRows {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить запрос «холст»' }));
    await expect(canvas.queryByRole('textbox', { name: 'Запрос 2' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};
