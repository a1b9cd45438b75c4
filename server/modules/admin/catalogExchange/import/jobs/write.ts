import { pipelined, translit, type Queryable } from '../../shared';
import type { CheckContext } from '../rows/context';
import type { ExistingProduct, ProductFields, ProductPatch } from '../rows/types';

/** The demo keeps products.brand equal to the `brend` list value (search weighs it, ARCHITECTURE §5). */
const BRAND_PROPERTY = 'brend';

/**
 * What an update reads of the stored product: a list or attribute change merges into what it
 * holds, a section change moves it. A caller that changes only prices and stock (1C's offers)
 * need not read the product's texts.
 */
export type StoredForWrite = Pick<
  ExistingProduct,
  'id' | 'section_id' | 'value_ids' | 'attributes'
>;

export interface WriteResult {
  created: number;
  updated: number;
}

/**
 * issue 14 point 8: one batch's creates and updates, set-based — a handful of statements whatever
 * the batch's size. `existing` are the updated products as this transaction read them. `withLast`
 * sends the caller's closing statements (its checkpoint, the COMMIT) right behind the last writes,
 * in their trip: called once every write is sent.
 */
export async function writePatches(
  tx: Queryable,
  context: CheckContext,
  creates: readonly ProductPatch[],
  updates: readonly { patch: ProductPatch; existing: StoredForWrite }[],
  withLast: () => readonly Promise<unknown>[] = () => [],
): Promise<WriteResult> {
  await createMissingValues(tx, context, [...creates, ...updates.map((u) => u.patch)]);
  const brandProperty = context.propertiesByCode.get(BRAND_PROPERTY)?.id ?? null;
  const createdIds = await insertProducts(tx, context, creates, brandProperty);
  const withIds = [
    ...creates.map((patch, i) => ({ patch, id: createdIds[i] as number })),
    ...updates.map(({ patch, existing }) => ({ patch, id: existing.id })),
  ];
  // Sent together: none needs another's answer (one trip to the database, not one each). Each
  // sends all its statements before its first await, so that `withLast` follows every write.
  await pipelined(
    updateProducts(tx, context, updates, brandProperty),
    setStock(tx, withIds),
    upsertPrices(tx, withIds),
    moveMainSections(tx, creates, createdIds, updates),
    ...withLast(),
  );
  return { created: creates.length, updated: updates.length };
}

const valueKey = (text: string) => text.trim().toLowerCase();

/** property_values for list texts the shop has not seen yet, each with a slug free in its property. */
async function createMissingValues(
  tx: Queryable,
  context: CheckContext,
  patches: readonly ProductPatch[],
): Promise<void> {
  const missing = new Map<string, { propertyId: number; value: string }>();
  for (const patch of patches)
    for (const list of patch.listValues)
      for (const value of list.values) {
        const known = context.values.get(list.propertyId)?.has(valueKey(value));
        if (!known) missing.set(`${list.propertyId}\u0000${valueKey(value)}`, { ...list, value });
      }
  // New values are few (a file mostly reuses the shop's), so one insert each is fine.
  for (const { propertyId, value } of missing.values()) {
    const base = translit(value) || value.replace(/\W+/g, '-').replace(/^-+|-+$/g, '') || 'value';
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO property_values (property_id, value, slug, sort)
       SELECT $1, $2, candidate, 500
         FROM (SELECT $3::text AS candidate, 1 AS n
               UNION ALL SELECT $3 || '-' || g, g FROM generate_series(2, 1000) g) c
        WHERE NOT EXISTS (SELECT 1 FROM property_values v
                           WHERE v.property_id = $1 AND v.slug = c.candidate)
        ORDER BY n LIMIT 1
       RETURNING id`,
      [propertyId, value.trim(), base],
    );
    if (!row) throw new Error(`no free slug for the value ${value}`);
    const info = { id: row.id, propertyId, value: value.trim() };
    let byText = context.values.get(propertyId);
    if (!byText) context.values.set(propertyId, (byText = new Map()));
    byText.set(valueKey(value), info);
    context.valuesById.set(row.id, info);
  }
}

/** value_ids after the patch: each listed property's ids replaced by the ids of its new values. */
function valueIds(context: CheckContext, patch: ProductPatch, before: readonly number[]): number[] {
  const replaced = new Set(patch.listValues.map((list) => list.propertyId));
  const kept = before.filter((id) => {
    const propertyId = context.valuesById.get(id)?.propertyId;
    return propertyId === undefined || !replaced.has(propertyId);
  });
  const added = patch.listValues.flatMap((list) =>
    list.values.flatMap(
      (value) => context.values.get(list.propertyId)?.get(valueKey(value))?.id ?? [],
    ),
  );
  return [...new Set([...kept, ...added])];
}

function attributes(
  patch: ProductPatch,
  before: ExistingProduct['attributes'],
): ExistingProduct['attributes'] {
  const after = { ...before };
  for (const [code, value] of Object.entries(patch.attributes)) {
    if (value === null) delete after[code];
    else after[code] = value;
  }
  return after;
}

/** The brand a patch sets: undefined when it does not touch the brand property. */
function brandOf(patch: ProductPatch, brandProperty: number | null): string | null | undefined {
  const list = patch.listValues.find((l) => l.propertyId === brandProperty);
  return list ? (list.values[0]?.trim() ?? null) : undefined;
}

/** A new product's fields where the file gives none (its stock row starts at 0, migration 044). */
const FIELD_DEFAULTS: Omit<ProductFields, 'code' | 'name' | 'section_id' | 'stock'> = {
  xml_id: null,
  active: true,
  sort: 500,
  preview_text: '',
  detail_text: '',
};

async function insertProducts(
  tx: Queryable,
  context: CheckContext,
  creates: readonly ProductPatch[],
  brandProperty: number | null,
): Promise<number[]> {
  if (!creates.length) return [];
  const rows = creates.map((patch) => ({
    ...FIELD_DEFAULTS,
    section_id: null as number | null,
    ...patch.fields,
  }));
  const inserted = await tx.query<{ id: number; code: string }>(
    `INSERT INTO products (xml_id, code, name, active, section_id, sort, preview_text, detail_text,
                           value_ids, attributes, brand)
     SELECT x, c, n, a, s, so, pt, dt,
            ARRAY(SELECT jsonb_array_elements_text(v::jsonb)::int), at::jsonb, b
       FROM unnest($1::text[], $2::text[], $3::text[], $4::bool[], $5::int[], $6::int[],
                   $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
            AS u(x, c, n, a, s, so, pt, dt, v, at, b)
     RETURNING id, code`,
    [
      ...fieldArrays(rows),
      creates.map((patch) => JSON.stringify(valueIds(context, patch, []))),
      creates.map((patch) => JSON.stringify(attributes(patch, {}))),
      creates.map((patch) => brandOf(patch, brandProperty) ?? null),
    ],
  );
  // RETURNING's order is not promised: match the new ids back by the unique code.
  const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
  return rows.map((row) => idByCode.get(row.code as string) as number);
}

/** A new product's own fields as one array per column, in the order the insert unnests them. */
function fieldArrays(rows: readonly Partial<Record<keyof ProductFields, unknown>>[]): unknown[][] {
  return [
    rows.map((r) => r.xml_id),
    rows.map((r) => r.code),
    rows.map((r) => r.name),
    rows.map((r) => r.active),
    rows.map((r) => r.section_id),
    rows.map((r) => r.sort),
    rows.map((r) => r.preview_text),
    rows.map((r) => r.detail_text),
  ];
}

/** How each column an update may set is passed (an array of this type) and read back in SQL. */
const UPDATE_COLUMNS = {
  xml_id: { type: 'text', value: 'u.xml_id' },
  code: { type: 'text', value: 'u.code' },
  name: { type: 'text', value: 'u.name' },
  active: { type: 'bool', value: 'u.active' },
  section_id: { type: 'int', value: 'u.section_id' },
  sort: { type: 'int', value: 'u.sort' },
  preview_text: { type: 'text', value: 'u.preview_text' },
  detail_text: { type: 'text', value: 'u.detail_text' },
  value_ids: {
    type: 'text',
    value: 'ARRAY(SELECT jsonb_array_elements_text(u.value_ids::jsonb)::int)',
  },
  attributes: { type: 'text', value: 'u.attributes::jsonb' },
  brand: { type: 'text', value: 'u.brand' },
} as const;
type UpdateColumn = keyof typeof UPDATE_COLUMNS;

/**
 * Each updated product's changed columns only, one statement per set of columns (a file changes
 * the same columns in most rows, so mostly one). Setting a column the row does not change would
 * cost: name, brand and preview_text make PostgreSQL recompute both search vectors (the
 * 100 000-row stock-and-prices import wrote for 127 s that way, docs/benchmarks.md, issue 24
 * point 2), and it would write back what this batch read over a change made since. A change of
 * prices or stock only leaves the products row alone.
 */
async function updateProducts(
  tx: Queryable,
  context: CheckContext,
  updates: readonly { patch: ProductPatch; existing: StoredForWrite }[],
  brandProperty: number | null,
): Promise<void> {
  type Row = { id: number; values: Map<UpdateColumn, unknown> };
  const groups = new Map<string, { columns: UpdateColumn[]; rows: Row[] }>();
  for (const { patch, existing } of updates) {
    // The stock has its table (setStock).
    const row = new Map<UpdateColumn, unknown>(
      Object.entries(patch.fields).filter(([column]) => column !== 'stock') as [
        UpdateColumn,
        unknown,
      ][],
    );
    if (patch.listValues.length > 0)
      row.set('value_ids', JSON.stringify(valueIds(context, patch, existing.value_ids)));
    if (Object.keys(patch.attributes).length > 0)
      row.set('attributes', JSON.stringify(attributes(patch, existing.attributes)));
    const brand = brandOf(patch, brandProperty);
    if (brand !== undefined) row.set('brand', brand);
    if (row.size === 0) continue;
    const columns = [...row.keys()].sort();
    const key = columns.join(',');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { columns, rows: [] }));
    group.rows.push({ id: existing.id, values: row });
  }
  await pipelined(
    ...[...groups.values()].map(({ columns, rows }) =>
      tx.query(
        `UPDATE products p
          SET ${columns.map((column) => `${column} = ${UPDATE_COLUMNS[column].value}`).join(', ')}
         FROM unnest($1::int[], ${columns
           .map((column, i) => `$${i + 2}::${UPDATE_COLUMNS[column].type}[]`)
           .join(', ')}) AS u(id, ${columns.join(', ')})
        WHERE p.id = u.id`,
        [
          rows.map((row) => row.id),
          ...columns.map((column) => rows.map((row) => row.values.get(column))),
        ],
      ),
    ),
  );
}

/**
 * The stock the batch's rows set, new products' too (their rows are there, at 0): in its own
 * table, so a stock change leaves the products row alone (migration 044).
 */
async function setStock(
  tx: Queryable,
  products: readonly { patch: ProductPatch; id: number }[],
): Promise<void> {
  const set = products.filter(({ patch }) => patch.fields.stock !== undefined);
  if (!set.length) return;
  await tx.query(
    `UPDATE product_stock ps SET stock = u.stock
       FROM unnest($1::int[], $2::int[]) AS u(id, stock)
      WHERE ps.product_id = u.id`,
    [set.map(({ id }) => id), set.map(({ patch }) => patch.fields.stock)],
  );
}

async function upsertPrices(
  tx: Queryable,
  products: readonly { patch: ProductPatch; id: number }[],
): Promise<void> {
  const cells = products.flatMap(({ patch, id }) => patch.prices.map((cell) => ({ id, cell })));
  if (!cells.length) return;
  await tx.query(
    `INSERT INTO prices (product_id, price_type_id, price, old_price)
     SELECT * FROM unnest($1::int[], $2::int[], $3::numeric[], $4::numeric[])
     ON CONFLICT (product_id, price_type_id)
     DO UPDATE SET price = excluded.price, old_price = excluded.old_price`,
    [
      cells.map((c) => c.id),
      cells.map((c) => c.cell.priceTypeId),
      cells.map((c) => c.cell.price),
      cells.map((c) => c.cell.oldPrice),
    ],
  );
}

/** product_sections holds the main section too: a new product enters it, a moved one changes it. */
async function moveMainSections(
  tx: Queryable,
  creates: readonly ProductPatch[],
  createdIds: readonly number[],
  updates: readonly { patch: ProductPatch; existing: StoredForWrite }[],
): Promise<void> {
  const moves = [
    ...creates.flatMap((patch, i) =>
      patch.fields.section_id != null
        ? [{ id: createdIds[i] as number, from: null, to: patch.fields.section_id }]
        : [],
    ),
    ...updates.flatMap(({ patch, existing }) =>
      patch.fields.section_id != null && patch.fields.section_id !== existing.section_id
        ? [{ id: existing.id, from: existing.section_id, to: patch.fields.section_id }]
        : [],
    ),
  ];
  if (!moves.length) return;
  const ids = moves.map((m) => m.id);
  await pipelined(
    tx.query(
      `DELETE FROM product_sections ps
      USING unnest($1::int[], $2::int[]) AS u(id, s)
      WHERE ps.product_id = u.id AND ps.section_id = u.s`,
      [ids, moves.map((m) => m.from)],
    ),
    tx.query(
      `INSERT INTO product_sections (product_id, section_id)
     SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
      [ids, moves.map((m) => m.to)],
    ),
  );
}
