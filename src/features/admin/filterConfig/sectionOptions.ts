import { ADMIN_PATHS } from '@shared';
import type { FilterSection } from '@features/api';
import type { TreeSelectExtra, TreeSelectItem } from '@ui/TreeSelect';

/** spec §2, §9: the default settings' section. */
export const DEFAULT_SECTION_ID = 0;

/** The url of a section's filter settings (the editor panel links here too). */
export const filterConfigHref = (sectionId?: number) =>
  sectionId === undefined ? ADMIN_PATHS.filter : `${ADMIN_PATHS.filter}?sectionId=${sectionId}`;

/**
 * The server's section list as TreeSelect wants it: 'По-умолчанию' (id 0) as an entry before the
 * tree, the sections with their depth (the count of LABEL's leading bullets). `except` leaves
 * sections out (the section itself when copying or binding).
 */
export function sectionChoices(
  sections: readonly FilterSection[],
  except: (section: FilterSection) => boolean = () => false,
): { extra: TreeSelectExtra[]; tree: TreeSelectItem[] } {
  const shown = sections.filter((section) => !except(section));
  return {
    extra: shown
      .filter((section) => section.id === DEFAULT_SECTION_ID)
      .map((section) => ({ id: section.id, label: section.name })),
    tree: shown
      .filter((section) => section.id !== DEFAULT_SECTION_ID)
      .map((section) => ({
        id: section.id,
        name: section.name,
        depth: Math.max(1, /^(?:• )*/.exec(section.LABEL)![0].length / 2),
      })),
  };
}
