import { describe, expect, it } from 'vitest';
import { fixtureContext, PROPERTY } from '../rows/fixtures';
import { ColumnSamples, suggestProperty } from './suggest';

const context = fixtureContext();
const none = new Set<number>();

describe('issue 25 point 1: the property a column the shop cannot match most likely holds', () => {
  it('by its values: sizes in any spelling are «Размер», brands are «Бренд»', () => {
    expect(suggestProperty('IP_PROP36', ['40 х 50 см', '10x20'], context, none)).toBe(
      PROPERTY.razmer,
    );
    expect(suggestProperty('IP_PROP12', ['Риолис', 'hobby home'], context, none)).toBe(
      PROPERTY.brend,
    );
  });

  it('by its name, when its values tell nothing', () => {
    expect(suggestProperty('Артикул', ['A-1', 'B-2'], context, none)).toBe(PROPERTY.artikul);
    expect(suggestProperty('PROPERTY_VES', [], context, none)).toBe(PROPERTY.ves);
  });

  it('nothing when nothing is likely, and never a property the file already reads', () => {
    expect(suggestProperty('IP_PROP99', ['что-то', 'другое'], context, none)).toBeNull();
    expect(suggestProperty('IP_PROP36', ['40x50'], context, new Set([PROPERTY.razmer]))).toBeNull();
  });

  it('samples the distinct values of the mappable columns, split as list cells', () => {
    const samples = new ColumnSamples([1]);
    samples.add(['a', ' 40x50 | 10x20 ']);
    samples.add(['b', '40x50']);
    expect(samples.of(1)).toEqual(['40x50', '10x20']);
    expect(samples.of(0)).toEqual([]);
  });
});
