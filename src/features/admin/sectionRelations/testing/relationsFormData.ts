import type { SectionRelationsSave } from '@features/api';

/** What the stories' server reads from the screen's urlencoded form (relationsForm.ts). */
export function savedFromForm(text: string): SectionRelationsSave {
  const form = new URLSearchParams(text);
  const relations = new Map<number, { id: number; items: number[] }>();
  for (const [name, value] of form) {
    const match = /^relations\[(\d+)\]\[(id|items)\]/.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const relation = relations.get(index) ?? { id: 0, items: [] };
    if (match[2] === 'id') relation.id = Number(value);
    else if (value) relation.items.push(Number(value));
    relations.set(index, relation);
  }
  return {
    action: form.get('action') as SectionRelationsSave['action'],
    relations: [...relations.values()],
  };
}
