import { MULTIPLE_VALUES } from '../../columns';
import { translit } from '../../shared';
import { normaliseSize, parseFlag, parseNumber } from '../rows/cells';
import type { CheckContext, PropertyInfo } from '../rows/context';

/** Distinct values kept per column for the suggestion: enough to tell properties apart. */
const SAMPLE_VALUES = 200;

/** The distinct values of the file's mappable columns, as the dry run reads the records. */
export class ColumnSamples {
  private readonly values = new Map<number, Set<string>>();

  constructor(indexes: readonly number[]) {
    for (const index of indexes) this.values.set(index, new Set());
  }

  add(cells: readonly string[]): void {
    for (const [index, seen] of this.values) {
      if (seen.size >= SAMPLE_VALUES) continue;
      for (const part of (cells[index] ?? '').split(MULTIPLE_VALUES)) {
        const value = part.trim();
        if (value) seen.add(value);
      }
    }
  }

  of(index: number): string[] {
    return [...(this.values.get(index) ?? [])];
  }
}

/** Below this a guess is no better than none: staff choose themselves. */
const LEAST_SCORE = 0.3;

const plainName = (text: string) =>
  translit(
    text
      .trim()
      .replace(/^(?:IP_PROP_?|PROPERTY_)/i, '')
      .toLowerCase(),
  ).replace(/[^a-z0-9]+/g, '');

/** How well the column's name names the property: 1 the same, 0.5 one holds the other. */
function nameScore(column: string, property: PropertyInfo): number {
  const name = plainName(column);
  if (!name || /^\d+$/.test(name)) return 0;
  const candidates = [plainName(property.name), plainName(property.code)].filter(Boolean);
  if (candidates.includes(name)) return 1;
  return candidates.some((c) => c.includes(name) || name.includes(c)) ? 0.5 : 0;
}

/** The shortest known value another form of which counts as half a match. */
const STEM = 4;

/** The share of the column's values the property already has (lists), or fits (other types). */
function valueScore(values: readonly string[], property: PropertyInfo, context: CheckContext) {
  if (!values.length) return 0;
  const fits = (test: (value: string) => number | boolean) =>
    values.reduce((sum, value) => sum + Number(test(value)), 0) / values.length;
  switch (property.type) {
    case 'list': {
      const known = context.values.get(property.id);
      if (!known) return 0;
      const sizes = context.sizeProperties.has(property.id);
      const stems = [...known.keys()].filter((key) => key.length >= STEM);
      return fits((value) => {
        const text = (sizes ? (normaliseSize(value) ?? value) : value).toLowerCase();
        if (known.has(text)) return 1;
        // 'Пейзажи' beside 'Пейзаж': another form of a known word still tells the property.
        const stem = (key: string) =>
          text.length >= STEM && (text.startsWith(key) || key.startsWith(text));
        return stems.some(stem) ? 0.5 : 0;
      });
    }
    // A type that fits says little: many properties are numbers.
    case 'number':
      return fits((value) => parseNumber(value) !== null) * 0.3;
    case 'boolean':
      return fits((value) => parseFlag(value) !== null) * 0.3;
    case 'string':
      return 0;
  }
}

/**
 * issue 25 point 1: the property a column most likely holds, by its values compared with each
 * property's known values and by its name; null when nothing is likely. Properties the file
 * already reads by another column (`taken`) are not offered.
 */
export function suggestProperty(
  name: string,
  values: readonly string[],
  context: CheckContext,
  taken: ReadonlySet<number>,
): number | null {
  let best: { id: number; score: number } | null = null;
  for (const property of context.properties.values()) {
    if (taken.has(property.id)) continue;
    const score = valueScore(values, property, context) + nameScore(name, property);
    if (score >= LEAST_SCORE && (!best || score > best.score)) best = { id: property.id, score };
  }
  return best?.id ?? null;
}
