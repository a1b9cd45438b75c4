import type { MarketFeedSection } from '@features/api';
import { sectionsInTree } from '@features/staffTools';

/** A section as the screen lists it: where it is in the tree and whether the feed has it. */
export interface FeedRow {
  id: number;
  name: string;
  /** «Картины по номерам → Религия». */
  path: string;
  depth: number;
  /** The section's own switch, as edited here. */
  own: boolean;
  /** The path of the nearest section above that is switched off, which leaves this one out too. */
  leftOutWith: string | null;
}

/** The sections switched off as the server stores them. */
export const excludedOf = (sections: readonly MarketFeedSection[]): ReadonlySet<number> =>
  new Set(sections.filter((section) => !section.inFeed).map((section) => section.id));

/**
 * Issue 27 point 3: the sections in tree order with the feed's verdict on each: a section
 * switched off leaves out every section under it (as the server's feed does).
 */
export function feedRows(
  sections: readonly MarketFeedSection[],
  excluded: ReadonlySet<number>,
): FeedRow[] {
  const byId = new Map(sections.map((section) => [section.id, section]));
  const paths = new Map<number, string>();
  return sectionsInTree(sections).map(({ id, path, depth }) => {
    paths.set(id, path);
    let above = byId.get(id)?.parentId ?? null;
    while (above !== null && !excluded.has(above)) above = byId.get(above)?.parentId ?? null;
    return {
      id,
      name: byId.get(id)?.name ?? '',
      path,
      depth,
      own: !excluded.has(id),
      leftOutWith: above === null ? null : (paths.get(above) ?? null),
    };
  });
}

export const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/** The set with `id` switched on or off. */
export function switched(excluded: ReadonlySet<number>, id: number, inFeed: boolean) {
  const next = new Set(excluded);
  if (inFeed) next.delete(id);
  else next.add(id);
  return next;
}
