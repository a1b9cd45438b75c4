import { describe, expect, it } from 'vitest';
import { describeSeoChange } from './seoChangeSummary';

const size = {
  CODE: 'razmer',
  NAME: 'Размер',
  UF_ACTIVE: true,
  UF_RE_LINK: true,
  UF_META: { H1: '#VALUE#', TITLE: 'Старый', DESCRIPTION: '' },
  UF_REPLACES: [],
};
const theme = { ...size, CODE: 'tema', NAME: 'Тема' };

describe('describeSeoChange', () => {
  it('issue 12 point 6: names the changed template with its new text and the switched flags', () => {
    const after = {
      ...size,
      UF_RE_LINK: false,
      UF_META: { ...size.UF_META, TITLE: 'Новый #VALUE#' },
    };
    expect(describeSeoChange({ before: { items: [size] }, after: { items: [after] } })).toEqual([
      '«Размер»: перелинковка — нет',
      '«Размер»: title «Новый #VALUE#»',
    ]);
  });

  it('issue 12 point 6: tells added items, removed items and a new order', () => {
    expect(
      describeSeoChange({ before: { items: [size, theme] }, after: { items: [theme, size] } }),
    ).toEqual(['Новый порядок: «Тема», «Размер»']);
    expect(describeSeoChange({ before: null, after: { items: [size] } })).toEqual([
      'Добавлены: «Размер»',
    ]);
    expect(describeSeoChange({ before: { items: [size] }, after: { items: [] } })).toEqual([
      'Конфигурация адреса удалена',
    ]);
  });

  it('says so when a save changed nothing', () => {
    expect(describeSeoChange({ before: [size], after: [size] })).toEqual(['Без изменений']);
  });
});
