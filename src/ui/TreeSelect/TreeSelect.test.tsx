import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TreeSelect } from './TreeSelect';

/** An entry outside the tree, as the staff tools' default section (spec §5: id 0). */
const defaultEntry = { id: 0, label: 'По-умолчанию' };

const sections = [{ id: 7, name: 'Рисование', children: [{ id: 8, name: 'Акрил' }] }];

describe('TreeSelect', () => {
  afterEach(cleanup);

  it('lists the default entry first, then the tree with depth bullets', () => {
    render(
      <TreeSelect
        label="Раздел"
        items={sections}
        extraItems={[defaultEntry]}
        value={null}
        placeholder="Выберите раздел"
        onChange={() => {}}
      />,
    );
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Выберите раздел', 'По-умолчанию', '• Рисование', '• • Акрил']);
    expect((screen.getByRole('combobox', { name: 'Раздел' }) as HTMLSelectElement).value).toBe('');
  });

  it('calls onChange with the numeric id, including 0 for the default entry', () => {
    const onChange = vi.fn();
    render(
      <TreeSelect
        label="Раздел"
        items={sections}
        extraItems={[{ id: 0, label: 'По-умолчанию' }]}
        value={8}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Раздел' });
    expect((select as HTMLSelectElement).value).toBe('8');
    fireEvent.change(select, { target: { value: '0' } });
    expect(onChange).toHaveBeenCalledWith(0);
  });
});
