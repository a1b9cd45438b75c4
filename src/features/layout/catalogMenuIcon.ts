import type { IconName } from '@ui/Icon';
import type { MenuItem } from '@features/api';

/**
 * spec §2 / R-LAYOUT-11: catalogue menu items for photo products, the New Year, corporate gifts,
 * gift certificates and discounts get their own icon style, chosen by the item's link. The
 * server's cssClass (e.g. 'menu-icon-photo') is checked first, so an editor can mark any link.
 */
const ICON_RULES: readonly { icon: IconName; cssClass: string; link: RegExp }[] = [
  { icon: 'camera', cssClass: 'menu-icon-photo', link: /po-fotografii|\/foto-tovary\// },
  { icon: 'tree', cssClass: 'menu-icon-new-year', link: /\/novyy-god\// },
  { icon: 'briefcase', cssClass: 'menu-icon-corporate', link: /korporativnye-podarki/ },
  { icon: 'gift', cssClass: 'menu-icon-certificate', link: /podarochnye-sertifikaty/ },
  { icon: 'percent', cssClass: 'menu-icon-discount', link: /^\/discounts\// },
];

/** The icon of a catalogue menu item, or null for an ordinary section link. */
export function catalogMenuIcon(item: Pick<MenuItem, 'link' | 'cssClass'>): IconName | null {
  const rule =
    ICON_RULES.find((candidate) => candidate.cssClass === item.cssClass) ??
    ICON_RULES.find((candidate) => candidate.link.test(item.link));
  return rule?.icon ?? null;
}
