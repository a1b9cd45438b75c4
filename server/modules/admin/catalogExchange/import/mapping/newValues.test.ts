import { describe, expect, it } from 'vitest';
import { fixtureContext, PROPERTY } from '../rows/fixtures';
import type { ProductPatch } from '../rows/types';
import { chooseValues, NewValueCounter, valueChoicesOf } from './newValues';

const context = fixtureContext();

const patch = (line: number, colours: string[], brands: string[]): ProductPatch => ({
  line,
  productId: null,
  fields: {},
  prices: [],
  listValues: [
    { propertyId: PROPERTY.colours, values: colours },
    { propertyId: PROPERTY.brend, values: brands },
  ],
  attributes: {},
});

describe('issue 25 point 2: the list values a write would create', () => {
  it('are counted by the rows that have them; known values are not', () => {
    const counter = new NewValueCounter();
    counter.add(patch(2, ['До 20', 'до 15'], ['Риолис']), context);
    counter.add(patch(3, ['до 20'], ['Риолис-М']), context);
    expect(counter.list(new Map())).toEqual([
      { propertyId: PROPERTY.colours, value: 'До 20', rows: 2, valueId: null },
      { propertyId: PROPERTY.brend, value: 'Риолис-М', rows: 1, valueId: null },
    ]);
  });

  it('one mapped to an existing value is written as that value, once', () => {
    const choices = valueChoicesOf([
      { propertyId: PROPERTY.brend, value: 'Риолис-М', rows: 1, valueId: 21 },
    ]);
    expect(chooseValues(patch(2, [], ['Риолис-М', 'Риолис']), choices, context).listValues).toEqual(
      [
        { propertyId: PROPERTY.colours, values: [] },
        { propertyId: PROPERTY.brend, values: ['Риолис'] },
      ],
    );
  });
});
