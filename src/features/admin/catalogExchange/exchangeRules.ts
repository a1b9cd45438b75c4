import type { ExchangeProperty } from '@features/api';

/** spec §5, R-CSV-4: required flags belong to one section (0 for the shared properties). */
export const REQUIRED_NEEDS_ONE_SECTION =
  'Для сохранения обязательности свойств необходимо выбрать 1 раздел';

/** R-ROLE-1: what an editor reads beside the disabled binding buttons. */
const ADMIN_ONLY = 'Только администратор может привязывать свойства';
const BINDING_NEEDS_ONE_SECTION = 'Привязывать свойства можно, когда выбран 1 раздел';
const BINDING_WITHOUT_SUBSECTIONS = 'Снимите «С подразделами», чтобы привязывать свойства';

/** spec §3: SECTION_ID 0 stands for the shared properties. */
export const SHARED_SECTION_ID = 0;

export const BINDING_STALE = 'Выбор разделов изменился: нажмите «Показать свойства» ещё раз';

export interface BindingContext {
  admin: boolean;
  sectionIds: readonly number[];
  includeSubsections: boolean;
  /** The shown properties were read for another choice of sections. */
  stale?: boolean;
}

/**
 * Why 'Привязать' / 'Отвязать' is not offered for `property`, or null when it is (spec §5,
 * R-CSV-5, R-ROLE-1): admin only, exactly one section, no subsections, not an inherited binding.
 * `sectionName` names the section an inherited binding comes from.
 */
export function bindingBlock(
  { admin, sectionIds, includeSubsections, stale = false }: BindingContext,
  property: ExchangeProperty,
  sectionName: (id: number) => string,
): string | null {
  if (!admin) return ADMIN_ONLY;
  if (sectionIds.length !== 1) return BINDING_NEEDS_ONE_SECTION;
  if (includeSubsections) return BINDING_WITHOUT_SUBSECTIONS;
  if (stale) return BINDING_STALE;
  const from = inheritedFrom(property);
  if (from !== null)
    return `Свойство унаследовано от «${sectionName(from)}»: отвязать его можно только там`;
  return null;
}

/** The section an inherited binding comes from, or null for a property bound here or not at all. */
export function inheritedFrom(property: ExchangeProperty): number | null {
  return property.SECTION_DATA.INHERITED === 'Y' ? property.SECTION_DATA.INHERITED_FROM : null;
}

/** The one section whose required flags may be saved, or null with the spec's text to show. */
export function requiredSection(sectionIds: readonly number[]): number | null {
  return sectionIds.length === 1 ? sectionIds[0]! : null;
}
