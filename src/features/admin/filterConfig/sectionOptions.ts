import { ADMIN_PATHS } from '@shared';
import type { FilterSection } from '@features/api';
import { sectionsInTree } from '@features/staffTools';
import type { TreeSelectExtra, TreeSelectItem } from '@ui/TreeSelect';

/** spec §2, §9: the default settings' section. */
export const DEFAULT_SECTION_ID = 0;

/** The url of a section's filter settings (the editor panel links here too). */
export const filterConfigHref = (sectionId?: number) =>
  sectionId === undefined ? ADMIN_PATHS.filter : `${ADMIN_PATHS.filter}?sectionId=${sectionId}`;

/**
 * The server's section list as TreeSelect wants it: 'По-умолчанию' (id 0) as an entry before the
 * tree, the sections in tree order with their depth, each named by its path so two sections of
 * one name are told apart (issue 25 point 8). `except` leaves sections out (the section itself
 * when copying or binding); their subsections keep their full paths.
 */
export function sectionChoices(
  sections: readonly FilterSection[],
  except: (section: FilterSection) => boolean = () => false,
): { extra: TreeSelectExtra[]; tree: TreeSelectItem[] } {
  const left = new Set(sections.filter(except).map((section) => section.id));
  return {
    extra: sections
      .filter((section) => section.id === DEFAULT_SECTION_ID && !left.has(section.id))
      .map((section) => ({ id: section.id, label: section.name })),
    tree: sectionsInTree(sections)
      .filter((section) => section.id !== DEFAULT_SECTION_ID && !left.has(section.id))
      .map((section) => ({ id: section.id, name: section.path, depth: section.depth })),
  };
}
