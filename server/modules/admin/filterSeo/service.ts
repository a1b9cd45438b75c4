import {
  badRequest,
  type Db,
  HttpError,
  type Queryable,
  type Schema,
  type Transaction,
} from '../shared';
import { loggedSave, recentChanges, type Saved } from '../changeLog';
import {
  allValuesOf,
  listProperties,
  SORT_STEP,
  unknownListPropertyIds,
  type ValueCounter,
} from '../filterConfig';
import { DEFAULT_SEO_URL, normalizeBaseUrl, sectionCodeOf } from './baseUrl';
import * as q from './queries';

/** The change log's name for this screen (staff_changes.tool); the subject is the url. */
export const CHANGE_LOG_TOOL = 'filter-seo';

/**
 * openapi.yaml `FilterSeoItem` (spec §3 "SEO filter item", R-SEO-5).
 *
 * @internal exported for a test only
 */
export type FilterSeoItem = Schema<'FilterSeoItem'>;

/** openapi.yaml `FilterSeoSaveItem`; UF_SORT and ALL_VALUES are accepted and never stored. */
export type SaveItem = Schema<'FilterSeoSaveItem'>;

export type FilterSeoDetail = Schema<'FilterSeoDetail'>;

type Section = { id: number; name: string } | undefined;

async function sectionOf(db: Queryable, url: string): Promise<Section> {
  const code = sectionCodeOf(url);
  return code === undefined ? undefined : q.sectionByCode(db, code);
}

/** R-SEO-1: the urls that have items, '/' first. */
export const filterSeoUrls = (db: Queryable) => q.baseUrls(db);

/**
 * R-SEO-2/5: the url's items with their property's values (counted in the url's section, in the
 * whole catalogue for '/'). A section url without items answers none: the section then takes the
 * '/' items, and the screen offers `properties` to add its own.
 */
export async function filterSeoDetail(
  db: Queryable,
  valueCounts: ValueCounter,
  rawUrl: string,
): Promise<FilterSeoDetail> {
  const baseUrl = normalizeBaseUrl(rawUrl);
  const [section, rows, properties] = await Promise.all([
    sectionOf(db, baseUrl),
    q.itemRows(db, baseUrl),
    listProperties(db),
  ]);
  // A url whose section is gone still shows its items, so they can be deleted.
  if (baseUrl !== DEFAULT_SEO_URL && !section && rows.length === 0)
    throw new HttpError(404, 'NOT_FOUND', `Раздел каталога с адресом ${baseUrl} не найден`);
  const counts = valueCounts(
    section?.id ?? 0,
    rows.map((row) => row.uf_property_id),
  );
  const used = new Set(rows.map((row) => row.uf_property_id));
  const names = new Map(properties.map((p) => [p.id, p.name]));
  return {
    baseUrl,
    section: section ? { id: section.id, name: section.name } : null,
    items: rows.map((row): FilterSeoItem => ({
      ID: row.id,
      ...stored(row),
      NAME: row.name || names.get(row.uf_property_id) || '',
      UF_PROPERTY_ID: row.uf_property_id,
      UF_BASE_URL: row.uf_base_url,
      UF_SORT: row.uf_sort,
      ALL_VALUES: allValuesOf(counts, row.uf_property_id),
    })),
    properties: properties.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      used: used.has(p.id),
    })),
    changes: await recentChanges(db, CHANGE_LOG_TOOL, baseUrl),
  };
}

/** The item's own settings but its property, as stored; missing template fields read as empty. */
function stored(row: q.SeoRow) {
  return {
    NAME: row.name,
    UF_ACTIVE: row.uf_active,
    UF_USE_DEFAULT: row.uf_use_default,
    UF_RE_LINK: row.uf_re_link,
    UF_TO_LOWER_CASE: row.uf_to_lower_case,
    UF_META: {
      H1: row.uf_meta.H1 ?? '',
      TITLE: row.uf_meta.TITLE ?? '',
      DESCRIPTION: row.uf_meta.DESCRIPTION ?? '',
    },
    UF_REPLACES: row.uf_replaces.map((replace) => ({
      DISPLAY_NAME: replace.DISPLAY_NAME ?? '',
      REPLACE: replace.REPLACE ?? '',
    })),
  };
}

/**
 * The url's items as the change log keeps them: in order, the property by its CODE as the filter
 * configuration's log names it (an id means nothing once a property is re-created).
 */
export async function itemsState(tx: Queryable, baseUrl: string) {
  const items = (await q.itemRows(tx, baseUrl)).map((row) => {
    return { CODE: row.property_code, ...stored(row), UF_SORT: row.uf_sort };
  });
  // An object, not the bare list: the log's before and after are objects (openapi.yaml StaffChange).
  return { items };
}

/** A write to one url's items; `changed` false when it left them as they were (nothing written). */
export function loggedUrlWrite<T>(
  db: Db,
  userId: number,
  baseUrl: string,
  write: (tx: Transaction) => Promise<T>,
  revertOf?: number,
): Promise<Saved<T>> {
  const state = (tx: Transaction) => itemsState(tx, baseUrl);
  const logged = { userId, tool: CHANGE_LOG_TOOL, subject: baseUrl, state, revertOf };
  return loggedSave(db, logged, write);
}

/**
 * Issue 25 point 9: a new item with no text and no replaces would only override the '/' texts with
 * the shop's plain ones (catalog/seo.ts seoItemFor): it is refused, naming the item.
 */
function refuseEmptyNew(items: readonly SaveItem[]): void {
  const empty = items.find(
    (item) =>
      !item.ID &&
      item.UF_REPLACES.length === 0 &&
      Object.values(item.UF_META).every((text) => text.trim() === ''),
  );
  if (empty)
    throw badRequest(
      `Элемент «${empty.NAME}» пуст: заполните H1, Title, Description или замены значений`,
      'EMPTY_ITEM',
    );
}

/** The url of items that must all belong to one url, when a section (or '/') has that url. */
async function checkedUrl(db: Queryable, items: readonly SaveItem[]): Promise<string> {
  const urls = new Set(items.map((item) => normalizeBaseUrl(item.UF_BASE_URL)));
  if (urls.size !== 1)
    throw badRequest('Все элементы должны относиться к одному адресу', 'MIXED_URLS');
  const [baseUrl] = [...urls] as [string];
  if (baseUrl !== DEFAULT_SEO_URL && !(await sectionOf(db, baseUrl)))
    throw badRequest(
      `Раздел каталога с адресом ${baseUrl} не найден: укажите «/» или адрес раздела`,
      'UNKNOWN_URL',
    );
  return baseUrl;
}

const duplicateProperty = () =>
  badRequest('Для одного свойства на адресе может быть только один элемент', 'DUPLICATE_PROPERTY');

const foreignItem = (ids: readonly number[], baseUrl: string) =>
  badRequest(`Элемент с id ${ids.join(', ')} не относится к адресу ${baseUrl}`, 'UNKNOWN_ITEM');

async function refuseUnknownProperties(db: Queryable, propertyIds: number[]): Promise<void> {
  const unknown = await unknownListPropertyIds(db, propertyIds);
  if (unknown.length > 0)
    throw badRequest(`Свойство с id ${unknown.join(', ')} не найдено`, 'UNKNOWN_PROPERTY');
}

/**
 * R-SEO-2, issue 12 point 4: the url's items become exactly `items`, in one transaction: items
 * with an ID of the url are updated, the others inserted, the url's items not sent deleted;
 * UF_SORT 10, 20, 30 … in array order; ALL_VALUES is not stored. Returns the url saved and
 * whether its items changed.
 */
export async function saveFilterSeo(
  db: Db,
  userId: number,
  items: readonly SaveItem[],
): Promise<{ baseUrl: string; changed: boolean }> {
  const baseUrl = await checkedUrl(db, items);
  const propertyIds = items.map((item) => item.UF_PROPERTY_ID);
  if (new Set(propertyIds).size !== propertyIds.length) throw duplicateProperty();
  refuseEmptyNew(items);
  await refuseUnknownProperties(db, propertyIds);

  const { changed } = await loggedUrlWrite(db, userId, baseUrl, async (tx) => {
    // Read under the url's lock: ids another save just deleted are unknown now.
    const existing = new Set((await q.itemRows(tx, baseUrl)).map((row) => row.id));
    const ids = items.map((item) => item.ID ?? 0).filter((id) => id > 0);
    const foreign = ids.filter((id) => !existing.has(id));
    if (foreign.length > 0) throw foreignItem(foreign, baseUrl);
    if (new Set(ids).size !== ids.length)
      throw badRequest('Элемент указан дважды', 'DUPLICATE_ITEM');
    await q.deleteItems(tx, baseUrl, ids);
    for (const [i, item] of items.entries()) {
      const columns = toColumns(item, baseUrl, (i + 1) * SORT_STEP);
      if (item.ID) await q.updateItem(tx, item.ID, columns);
      else await q.insertItem(tx, baseUrl, columns);
    }
  });
  return { baseUrl, changed };
}

/**
 * Issue 25 point 9 («Сохранить «Размер»»): only this item is written, in one transaction; an item
 * with an ID keeps its place, a new one goes last. The url's other items stay as they are.
 */
export async function saveFilterSeoItem(
  db: Db,
  userId: number,
  item: SaveItem,
): Promise<{ baseUrl: string; changed: boolean }> {
  const baseUrl = await checkedUrl(db, [item]);
  refuseEmptyNew([item]);
  await refuseUnknownProperties(db, [item.UF_PROPERTY_ID]);
  const { changed } = await loggedUrlWrite(db, userId, baseUrl, async (tx) => {
    const rows = await q.itemRows(tx, baseUrl);
    const own = rows.find((row) => row.id === item.ID);
    if (item.ID && !own) throw foreignItem([item.ID], baseUrl);
    if (rows.some((row) => row.id !== own?.id && row.uf_property_id === item.UF_PROPERTY_ID))
      throw duplicateProperty();
    const last = Math.max(0, ...rows.map((row) => row.uf_sort));
    const columns = toColumns(item, baseUrl, own?.uf_sort ?? last + SORT_STEP);
    if (own) await q.updateItem(tx, own.id, columns);
    else await q.insertItem(tx, baseUrl, columns);
  });
  return { baseUrl, changed };
}

type ItemColumns = Pick<
  SaveItem,
  | 'NAME'
  | 'UF_ACTIVE'
  | 'UF_USE_DEFAULT'
  | 'UF_RE_LINK'
  | 'UF_TO_LOWER_CASE'
  | 'UF_META'
  | 'UF_PROPERTY_ID'
  | 'UF_REPLACES'
>;

/** An item as its row stores it, at `sort` (a save, and a revert of a logged item). */
export function toColumns(item: ItemColumns, baseUrl: string, sort: number): q.SeoColumns {
  return {
    name: item.NAME,
    uf_active: item.UF_ACTIVE,
    // '/' is the default itself: it has no default to defer to (catalog/seo.ts seoItemFor).
    uf_use_default: item.UF_USE_DEFAULT && baseUrl !== DEFAULT_SEO_URL,
    uf_re_link: item.UF_RE_LINK,
    uf_to_lower_case: item.UF_TO_LOWER_CASE,
    // The schema admits exactly these fields (openapi.yaml FilterSeoMeta, FilterSeoReplace).
    uf_meta: item.UF_META,
    uf_property_id: item.UF_PROPERTY_ID,
    uf_sort: sort,
    uf_replaces: item.UF_REPLACES,
  };
}

/** R-SEO-3: deletes every item of the url; the default '/' stays. */
export async function deleteFilterSeo(db: Db, userId: number, rawUrl: string): Promise<void> {
  const baseUrl = normalizeBaseUrl(rawUrl);
  if (baseUrl === DEFAULT_SEO_URL)
    throw badRequest('Настройки по умолчанию («/») удалить нельзя', 'DEFAULT_URL');
  await loggedUrlWrite(db, userId, baseUrl, async (tx) => {
    const existing = await q.itemRows(tx, baseUrl);
    if (existing.length === 0)
      throw new HttpError(404, 'NOT_FOUND', `Для адреса ${baseUrl} нет настроек SEO фильтра`);
    await q.deleteItems(tx, baseUrl, []);
  });
}
