import type { MenuItem } from '@features/api';

/**
 * The catalogue menu less the links the additional menu above it already shows: the demo
 * catalogue has 'Новый год' and 'Подарочные сертификаты' as top sections, and both menus open in
 * one drawer, so each appeared twice (issue 9 point 19). The footer still lists every section.
 */
export function withoutRepeats(
  catalog: readonly MenuItem[],
  shown: readonly MenuItem[],
): MenuItem[] {
  const links = new Set(shown.map((item) => item.link));
  return catalog.filter((item) => !links.has(item.link));
}
