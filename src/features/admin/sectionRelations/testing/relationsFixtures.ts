import type { FilterSection, SectionRelation } from '@features/api';

const section = (id: number, name: string, parentId: number | null, depth: number) => {
  const label = `${'• '.repeat(depth)}${name}`;
  return {
    ID: id,
    LABEL: label,
    id,
    name,
    parentId,
    label,
    withSettings: false,
    withRelations: false,
  } satisfies FilterSection;
};

/** A small catalogue tree as getData lists it (tree order), with two sections named «Религия». */
export const sections: FilterSection[] = [
  section(1, 'Алмазная мозаика', null, 1),
  section(2, 'Цветы', 1, 2),
  section(3, 'Животные', 1, 2),
  section(7, 'Религия', 1, 2),
  section(4, 'Картины по номерам', null, 1),
  section(5, 'Пейзажи', 4, 2),
  section(8, 'Религия', 4, 2),
  section(6, 'Новый год', null, 1),
];

/** Новый год also shows Цветы. */
export const relations: SectionRelation[] = [{ id: 6, items: [2] }];

/** Hundreds of sections: `count` top sections of three children each. */
export function manySections(count: number): FilterSection[] {
  return Array.from({ length: count }, (_, i) => {
    const top = i * 4 + 1;
    return [
      section(top, `Раздел ${i + 1}`, null, 1),
      ...[1, 2, 3].map((j) => section(top + j, `Подраздел ${i + 1}.${j}`, top, 2)),
    ];
  }).flat();
}
