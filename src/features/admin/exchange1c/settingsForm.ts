import type { OrderStatus } from '@shared';
import type { Exchange1CSettings } from '@features/api';

const MiB = 1024 * 1024;
/** The part size's bounds of openapi.yaml `Exchange1cSettings.fileLimit`, in MiB. */
const MIN_MIB = 1;
const MAX_MIB = 100;

/** The settings as the form edits them: the part size as typed, in megabytes. */
export interface SettingsDraft {
  zip: boolean;
  fileLimitMib: string;
  saleStatuses: OrderStatus[];
  /** What a full import does with the goods of its groups it does not name. */
  missingGoods: Exchange1CSettings['missingGoods'];
  /** The price list of each 1C price type by its Ид, '' for none. */
  priceLists: Record<string, string>;
}

export const megabytes = (bytes: number) => String(Math.round((bytes / MiB) * 100) / 100);

export function draftOf(settings: Exchange1CSettings, seenTypes: { xmlId: string }[]) {
  const priceLists: Record<string, string> = {};
  for (const { xmlId } of seenTypes) priceLists[xmlId] = '';
  for (const link of settings.priceTypes)
    priceLists[link.xmlId] = link.priceListId === null ? '' : String(link.priceListId);
  return {
    zip: settings.zip,
    fileLimitMib: megabytes(settings.fileLimit),
    saleStatuses: settings.saleStatuses,
    missingGoods: settings.missingGoods,
    priceLists,
  } satisfies SettingsDraft;
}

/** The part size's error, or null when it is within the bounds. */
export function fileLimitError(typed: string): string | null {
  const value = Number(typed.replace(',', '.'));
  return typed.trim() && Number.isFinite(value) && value >= MIN_MIB && value <= MAX_MIB
    ? null
    : `Укажите размер части от ${MIN_MIB} до ${MAX_MIB} МБ`;
}

/** The body of the save, from a draft without errors. */
export function settingsOf(draft: SettingsDraft): Exchange1CSettings {
  return {
    zip: draft.zip,
    fileLimit: Math.round(Number(draft.fileLimitMib.replace(',', '.')) * MiB),
    saleStatuses: draft.saleStatuses,
    missingGoods: draft.missingGoods,
    priceTypes: Object.entries(draft.priceLists).map(([xmlId, list]) => ({
      xmlId,
      priceListId: list ? Number(list) : null,
    })),
  };
}

/** The draft differs from what is stored. */
export const isDirty = (draft: SettingsDraft, stored: SettingsDraft) =>
  draft.zip !== stored.zip ||
  Number(draft.fileLimitMib.replace(',', '.')) !== Number(stored.fileLimitMib) ||
  [...draft.saleStatuses].sort().join() !== [...stored.saleStatuses].sort().join() ||
  draft.missingGoods !== stored.missingGoods ||
  Object.entries(draft.priceLists).some(([xmlId, list]) => stored.priceLists[xmlId] !== list);
