import type { FilterConfigItem } from '@features/api';

/**
 * Issue 25 point 7: the items as edited, laid over the settings the server now answers (after a
 * property was switched on or off), so that write keeps the pending order and values. Items the
 * server no longer lists are gone; items it lists anew take their server place; the rest keep
 * their edited order and values, with the server's value counts.
 */
export function rebaseItems(
  edited: readonly FilterConfigItem[],
  now: readonly FilterConfigItem[],
): FilterConfigItem[] {
  const current = new Map(now.map((item) => [item.UF_PROPERTY_ID, item]));
  const result = edited.flatMap((item) => {
    const fresh = current.get(item.UF_PROPERTY_ID);
    return fresh ? [{ ...item, ID: fresh.ID, ALL_VALUES: fresh.ALL_VALUES }] : [];
  });
  const kept = new Set(result.map((item) => item.UF_PROPERTY_ID));
  now.forEach((item, index) => {
    if (!kept.has(item.UF_PROPERTY_ID)) result.splice(Math.min(index, result.length), 0, item);
  });
  return result;
}
