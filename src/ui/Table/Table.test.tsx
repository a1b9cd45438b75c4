import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditableCell } from './EditableCell';
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

describe('EditableCell', () => {
  it('reports the text on every key release that changed it (spec §5)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<EditableCell defaultValue="крас" label="Запрос" onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Запрос' }));
    await user.keyboard('ки');
    expect(onChange.mock.calls).toEqual([['краск'], ['краски']]);
    await user.keyboard('{ArrowLeft}');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
