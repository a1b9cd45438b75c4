import type { CheckContext } from '../rows/context';
import type { ProductPatch } from '../rows/types';

/**
 * issue 25 point 2: a list value a write would create, with the rows that have it, and the
 * existing value of its property staff mapped it to (null: it is created as new).
 */
export interface NewValue {
  propertyId: number;
  value: string;
  rows: number;
  valueId: number | null;
}

const key = (text: string) => text.trim().toLowerCase();

/** Per property: a new value's text (lower case) → the existing value id staff mapped it to. */
export type ValueChoices = ReadonlyMap<number, ReadonlyMap<string, number>>;

export function valueChoicesOf(values: readonly NewValue[]): ValueChoices {
  const choices = new Map<number, Map<string, number>>();
  for (const { propertyId, value, valueId } of values) {
    if (valueId === null) continue;
    let byText = choices.get(propertyId);
    if (!byText) choices.set(propertyId, (byText = new Map()));
    byText.set(key(value), valueId);
  }
  return choices;
}

/** Counts, over the dry run's rows to write, the list values the shop does not have yet. */
export class NewValueCounter {
  private readonly counts = new Map<string, NewValue>();

  add(patch: ProductPatch, context: CheckContext): void {
    for (const { propertyId, values } of patch.listValues) {
      const known = context.values.get(propertyId);
      for (const value of values) {
        if (known?.has(key(value))) continue;
        const id = `${propertyId}\u0000${key(value)}`;
        const entry = this.counts.get(id);
        if (entry) entry.rows += 1;
        else this.counts.set(id, { propertyId, value: value.trim(), rows: 1, valueId: null });
      }
    }
  }

  /** The values counted, each keeping the choice staff made for it before (a re-run check). */
  list(before: ValueChoices): NewValue[] {
    return [...this.counts.values()].map((entry) => ({
      ...entry,
      valueId: before.get(entry.propertyId)?.get(key(entry.value)) ?? null,
    }));
  }
}

/**
 * The patch with the new values staff mapped replaced by the existing values they chose, so the
 * write creates nothing for them.
 */
export function chooseValues(
  patch: ProductPatch,
  choices: ValueChoices,
  context: CheckContext,
): ProductPatch {
  if (choices.size === 0 || !patch.listValues.some((l) => choices.has(l.propertyId))) return patch;
  return {
    ...patch,
    listValues: patch.listValues.map(({ propertyId, values }) => {
      const chosen = choices.get(propertyId);
      if (!chosen) return { propertyId, values };
      const texts = new Map<string, string>();
      for (const value of values) {
        const id = chosen.get(key(value));
        const text = (id === undefined ? undefined : context.valuesById.get(id)?.value) ?? value;
        if (!texts.has(key(text))) texts.set(key(text), text);
      }
      return { propertyId, values: [...texts.values()] };
    }),
  };
}
