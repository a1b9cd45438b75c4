/** A node of a tree such as the catalogue sections: nested `children`, or a flat list with `depth`. */
export interface TreeSelectItem {
  id: number;
  name: string;
  /** 1 = top level, as `sections.depth` (docs/data-model.md). Taken from the nesting when absent. */
  depth?: number;
  children?: readonly TreeSelectItem[];
}

/** An entry outside the tree, listed first and without bullets ({ id: 0, label: 'По-умолчанию' }). */
export interface TreeSelectExtra {
  id: number;
  label: string;
}

export interface TreeSelectOption {
  id: number;
  label: string;
}

const BULLET = '• ';

/**
 * Spec §3 (Section LABEL): leading bullets show depth, one per level, so a top-level section reads
 * '• Рисование' and its child '• • Акрил'. Tree order is kept: each node is followed by its subtree.
 */
export function flattenTree(items: readonly TreeSelectItem[], parentDepth = 0): TreeSelectOption[] {
  return items.flatMap((item) => {
    const depth = item.depth ?? parentDepth + 1;
    const self = { id: item.id, label: `${BULLET.repeat(Math.max(depth, 1))}${item.name}` };
    return [self, ...flattenTree(item.children ?? [], depth)];
  });
}
