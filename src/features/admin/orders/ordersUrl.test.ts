import { describe, expect, it } from 'vitest';
import { filterProblem, orderHref, ordersHref, readOrdersLocation } from './ordersUrl';

const read = (query: string) => readOrdersLocation(new URLSearchParams(query));

describe('the staff orders url', () => {
  it('reads filters, page and order; values it cannot use count as absent', () => {
    expect(read('status=shipped&from=2026-11-01&to=2026-11-30&page=3&orderId=15')).toEqual({
      filter: { status: 'shipped', from: '2026-11-01', to: '2026-11-30' },
      page: 3,
      orderId: 15,
    });
    expect(read('status=paid&from=2026-02-30&to=30.11.2026&page=0&orderId=x')).toEqual({
      filter: { status: null, from: '', to: '' },
      page: 1,
      orderId: null,
    });
    expect(read('page=99999999999&orderId=-4').page).toBe(1);
  });

  it('writes the list without empty parts, and an order page that keeps the list it came from', () => {
    expect(ordersHref()).toBe('/admin/orders/');
    const filter = { status: 'new' as const, from: '2026-11-01', to: '' };
    expect(ordersHref(filter, 1)).toBe('/admin/orders/?status=new&from=2026-11-01');
    expect(orderHref(7, filter, 2)).toBe(
      '/admin/orders/?status=new&from=2026-11-01&page=2&orderId=7',
    );
    const back = read(orderHref(7, filter, 2).split('?')[1]!);
    expect(ordersHref(back.filter, back.page)).toBe(
      '/admin/orders/?status=new&from=2026-11-01&page=2',
    );
  });

  it('refuses a range that ends before it starts; one day is a range', () => {
    expect(filterProblem({ status: null, from: '2026-11-02', to: '2026-11-01' })).toBe(
      'Дата «по» не может быть раньше даты «с»',
    );
    expect(filterProblem({ status: null, from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(filterProblem({ status: null, from: '2026-11-01', to: '' })).toBeNull();
  });
});
