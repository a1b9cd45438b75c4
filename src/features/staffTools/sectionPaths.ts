/** A catalogue section as the staff tools' answers give it: its name and its parent. */
export interface TreeSection {
  id: number;
  name: string;
  parentId: number | null;
}

/** A section placed in the tree: named by its path, so two «Религия» are told apart. */
export interface SectionInTree {
  id: number;
  /** «Картины по номерам → Религия»; a top section is its name alone. */
  path: string;
  /** 1 for a top section. */
  depth: number;
}

/**
 * Issue 25 point 8: the sections in tree order (each parent, then its subsections in the order
 * given), each named by its path. A section whose parent is not listed starts a tree of its own.
 */
export function sectionsInTree(sections: readonly TreeSection[]): SectionInTree[] {
  const listed = new Set(sections.map((section) => section.id));
  const children = new Map<number | null, TreeSection[]>();
  for (const section of sections) {
    const parent =
      section.parentId !== null && listed.has(section.parentId) ? section.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), section]);
  }
  const result: SectionInTree[] = [];
  const walk = (parentId: number | null, prefix: string, depth: number) => {
    for (const section of children.get(parentId) ?? []) {
      const path = prefix + section.name;
      result.push({ id: section.id, path, depth });
      walk(section.id, `${path} → `, depth + 1);
    }
  };
  walk(null, '', 1);
  return result;
}

/** Each section's path by its id, for lists that name sections by id. */
export const sectionPathsById = (sections: readonly TreeSection[]): ReadonlyMap<number, string> =>
  new Map(sectionsInTree(sections).map((section) => [section.id, section.path]));
