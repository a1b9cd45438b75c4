import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATES,
  insertedValue,
  landingPreview,
  previewValues,
  SAMPLE_MIN_PRICE,
  type SeoTemplates,
} from './landingPreview';

const size: SeoTemplates = {
  UF_TO_LOWER_CASE: true,
  UF_REPLACES: [{ DISPLAY_NAME: '40x50', REPLACE: '40 на 50' }],
  UF_META: {
    H1: '#SECTION_NAME# размером #VALUE#',
    TITLE: '#SECTION_NAME# #VALUE# см — купить от #GOODS_MIN_PRICE# ₽',
    DESCRIPTION: '#SECTION_NAME#, #PROPERTY_NAME#: #GOODS_COUNT# товаров. #UNKNOWN#Всё.',
  },
};

const context = {
  sectionName: 'Алмазная вышивка',
  propertyName: 'Размер',
  value: { VALUE: '40x50', NAME: '40x50', COUNT: 57 },
};

describe('landingPreview', () => {
  it('issue 12 point 3: fills section, property, value and the page variables as the shop does', () => {
    expect(landingPreview(size, context)).toEqual({
      h1: 'Алмазная вышивка размером 40 на 50',
      title: `Алмазная вышивка 40 на 50 см — купить от ${SAMPLE_MIN_PRICE} ₽`,
      // spec §3: unknown #NAME# tokens become empty
      description: 'Алмазная вышивка, Размер: 57 товаров. Всё.',
    });
  });

  it('issue 12 point 3: an empty template falls back to the text the shop uses', () => {
    const empty = { ...size, UF_META: { H1: '', TITLE: '', DESCRIPTION: '' } };
    const texts = landingPreview(empty, {
      ...context,
      value: { ...context.value, VALUE: '30x40' },
    });
    expect(texts.h1).toBe('Алмазная вышивка: 30x40');
    expect(texts.title).toBe(
      DEFAULT_TEMPLATES.TITLE.replace('#SECTION_NAME#', 'Алмазная вышивка').replace(
        '#VALUE#',
        '30x40',
      ),
    );
    expect(texts.description).toContain('Товаров: 57');
  });
});

describe('insertedValue', () => {
  it('R-SEO-5: UF_REPLACES swaps the shown value, then UF_TO_LOWER_CASE lowers it', () => {
    const item = {
      UF_TO_LOWER_CASE: true,
      UF_REPLACES: [{ DISPLAY_NAME: 'Цветы', REPLACE: 'С Цветами' }],
    };
    expect(insertedValue(item, 'Цветы')).toBe('с цветами');
    expect(insertedValue(item, 'Животные')).toBe('животные');
    expect(insertedValue({ ...item, UF_TO_LOWER_CASE: false }, 'Животные')).toBe('Животные');
  });

  it('R-SEO-5: an empty REPLACE keeps the value', () => {
    const item = { UF_TO_LOWER_CASE: false, UF_REPLACES: [{ DISPLAY_NAME: 'Цветы', REPLACE: '' }] };
    expect(insertedValue(item, 'Цветы')).toBe('Цветы');
  });
});

describe('previewValues', () => {
  it('puts the values with the most products first', () => {
    const values = previewValues({
      a: { VALUE: 'А', NAME: 'А', COUNT: 1 },
      b: { VALUE: 'Б', NAME: 'Б', COUNT: 9 },
    });
    expect(values.map(([key, value]) => [key, value.VALUE])).toEqual([
      ['b', 'Б'],
      ['a', 'А'],
    ]);
  });
});
