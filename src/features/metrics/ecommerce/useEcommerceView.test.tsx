import { StrictMode } from 'react';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductCard } from '@features/api';
import type { MetricsWindow } from '../metricsWindow';
import { impressionsObject } from './ecommerceObjects';
import { useEcommerceView } from './useEcommerceView';

const card: ProductCard = {
  id: 1,
  code: 'cat',
  name: 'Кошка',
  url: '/product/animals/cat/',
  image: null,
  price: 990,
  old_price: null,
  isNew: false,
  brand: null,
  available: true,
};

const listOf = (data: { products: ProductCard[] }) =>
  impressionsObject({ list: 'Животные', cards: data.products });
const pushed = () => (window as MetricsWindow).dataLayer;

describe('issue 27 point 2: a page view reaches dataLayer once', () => {
  beforeEach(() => {
    (window as MetricsWindow).dataLayer = undefined;
  });

  it('creates dataLayer and pushes once, even when StrictMode runs effects twice', () => {
    const data = { products: [card] };
    const { rerender } = renderHook(({ shown }) => useEcommerceView(shown, listOf), {
      initialProps: { shown: data },
      wrapper: StrictMode,
    });
    rerender({ shown: data });
    expect(pushed()).toEqual([listOf(data)]);
  });

  it('a page shown anew (another answer, or the page opened again) is another view', () => {
    const first = { products: [card] };
    const next = { products: [{ ...card, id: 2 }] };
    const { rerender, unmount } = renderHook(({ shown }) => useEcommerceView(shown, listOf), {
      initialProps: { shown: first },
    });
    rerender({ shown: next });
    unmount();
    renderHook(() => useEcommerceView(first, listOf));
    expect(pushed()).toEqual([listOf(first), listOf(next), listOf(first)]);
  });
});
