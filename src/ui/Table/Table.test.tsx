import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Table, type TableColumn } from './Table';

afterEach(cleanup);

interface Transition {
  id: number;
  query: string;
  url: string;
}

const columns: TableColumn<Transition>[] = [
  { key: 'query', header: 'Запрос', render: (row) => row.query },
  { key: 'url', header: 'Страница', render: (row) => row.url },
];

describe('Table', () => {
  it('lists rows under column headers with an actions column', () => {
    render(
      <Table
        caption="Прямые переходы"
        columns={columns}
        rows={[{ id: 1, query: 'краски', url: '/shop/kraski/' }]}
        rowKey={(row) => row.id}
        rowActions={(row) => <button type="button">Удалить {row.query}</button>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Прямые переходы' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Запрос', 'Страница', 'Действия']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['краски', '/shop/kraski/', 'Удалить краски']);
  });

  it('shows one empty row across all columns when there is nothing', () => {
    render(
      <Table
        caption="Прямые переходы"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="Переходов пока нет"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Переходов пока нет' });
    expect(cell.getAttribute('colspan')).toBe('2');
  });
});
