import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTabIndex, Tabs } from './Tabs';

const items = [
  { id: 'about', label: 'Описание', panel: 'Набор для росписи' },
  { id: 'specs', label: 'Характеристики', panel: 'Размер 40×50 см' },
  { id: 'reviews', label: 'Отзывы', panel: 'Пока нет отзывов', disabled: true },
  { id: 'delivery', label: 'Доставка', panel: 'Курьером и почтой' },
];

describe('nextTabIndex', () => {
  const disabled = [false, false, true, false];

  it('moves with the arrows, wrapping and skipping disabled tabs', () => {
    expect(nextTabIndex('ArrowRight', 0, disabled)).toBe(1);
    expect(nextTabIndex('ArrowRight', 1, disabled)).toBe(3);
    expect(nextTabIndex('ArrowRight', 3, disabled)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, disabled)).toBe(3);
  });

  it('jumps to the first and last enabled tab with Home and End', () => {
    expect(nextTabIndex('Home', 3, [true, false, false])).toBe(1);
    expect(nextTabIndex('End', 0, [false, false, true])).toBe(1);
  });

  it('ignores other keys', () => {
    expect(nextTabIndex('Enter', 0, disabled)).toBeNull();
  });
});

describe('Tabs', () => {
  afterEach(cleanup);

  it('shows the chosen panel and switches with arrow keys', () => {
    const onChange = vi.fn();
    render(<Tabs label="О товаре" items={items} onChange={onChange} />);
    expect(screen.getByRole('tabpanel', { name: 'Описание' }).textContent).toBe(
      'Набор для росписи',
    );

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Описание' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('specs');
    expect(screen.getByRole('tab', { name: 'Характеристики' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Характеристики' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Размер 40×50 см');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('delivery');
  });
});
