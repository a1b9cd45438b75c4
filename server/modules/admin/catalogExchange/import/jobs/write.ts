import { translit, type Queryable } from '../../shared';
import type { CheckContext } from '../rows/context';
import type { ExistingProduct, ProductFields, ProductPatch } from '../rows/types';

/** The demo keeps products.brand equal to the `brend` list value (search weighs it, ARCHITECTURE §5). */
const BRAND_PROPERTY = 'brend';

export interface WriteResult {
  created: number;
  updated: number;
}

/**
 * issue 14 point 8: one batch's creates and updates, set-based — a handful of statements whatever
 * the batch's size. `existing` are the updated products as this transaction read them.
 */
export async function writePatches(
  tx: Queryable,
  context: CheckContext,
  creates: readonly ProductPatch[],
  updates: readonly { patch: ProductPatch; existing: ExistingProduct }[],
): Promise<WriteResult> {
  await createMissingValues(tx, context, [...creates, ...updates.map((u) => u.patch)]);
  const brandProperty = context.propertiesByCode.get(BRAND_PROPERTY)?.id ?? null;
  const createdIds = await insertProducts(tx, context, creates, brandProperty);
  await updateProducts(tx, context, updates, brandProperty);
  const withIds = [
    ...creates.map((patch, i) => ({ patch, id: createdIds[i] as number })),
    ...updates.map(({ patch, existing }) => ({ patch, id: existing.id })),
  ];
  await upsertPrices(tx, withIds);
  await moveMainSections(tx, creates, createdIds, updates);
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

const FIELD_DEFAULTS: Omit<ProductFields, 'code' | 'name' | 'section_id'> = {
  xml_id: null,
  active: true,
  sort: 500,
  preview_text: '',
  detail_text: '',
  stock: 0,
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
                           stock, value_ids, attributes, brand)
     SELECT x, c, n, a, s, so, pt, dt, st,
            ARRAY(SELECT jsonb_array_elements_text(v::jsonb)::int), at::jsonb, b
       FROM unnest($1::text[], $2::text[], $3::text[], $4::bool[], $5::int[], $6::int[],
                   $7::text[], $8::text[], $9::int[], $10::text[], $11::text[], $12::text[])
            AS u(x, c, n, a, s, so, pt, dt, st, v, at, b)
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

/** A product's own fields as one array per column, in the order both statements unnest them. */
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
    rows.map((r) => r.stock),
  ];
}

async function updateProducts(
  tx: Queryable,
  context: CheckContext,
  updates: readonly { patch: ProductPatch; existing: ExistingProduct }[],
  brandProperty: number | null,
): Promise<void> {
  // A price-only change (the common bulk edit) leaves the products row alone: rewriting it would
  // recompute its search vector for nothing.
  const changed = updates.filter(
    ({ patch }) =>
      Object.keys(patch.fields).length > 0 ||
      patch.listValues.length > 0 ||
      Object.keys(patch.attributes).length > 0,
  );
  if (!changed.length) return;
  const rows = changed.map(({ patch, existing }) => ({
    ...existing,
    ...patch.fields,
    value_ids: valueIds(context, patch, existing.value_ids),
    attributes: attributes(patch, existing.attributes),
    brand: brandOf(patch, brandProperty),
  }));
  await tx.query(
    `UPDATE products p
        SET xml_id = u.x, code = u.c, name = u.n, active = u.a, section_id = u.s, sort = u.so,
            preview_text = u.pt, detail_text = u.dt, stock = u.st,
            value_ids = ARRAY(SELECT jsonb_array_elements_text(u.v::jsonb)::int),
            attributes = u.at::jsonb,
            brand = CASE WHEN u.sb THEN u.b ELSE p.brand END
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::bool[], $6::int[],
                   $7::int[], $8::text[], $9::text[], $10::int[], $11::text[], $12::text[],
                   $13::bool[], $14::text[])
            AS u(id, x, c, n, a, s, so, pt, dt, st, v, at, sb, b)
      WHERE p.id = u.id`,
    [
      rows.map((r) => r.id),
      ...fieldArrays(rows),
      rows.map((r) => JSON.stringify(r.value_ids)),
      rows.map((r) => JSON.stringify(r.attributes)),
      rows.map((r) => r.brand !== undefined),
      rows.map((r) => r.brand ?? null),
    ],
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
  updates: readonly { patch: ProductPatch; existing: ExistingProduct }[],
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
  await tx.query(
    `DELETE FROM product_sections ps
      USING unnest($1::int[], $2::int[]) AS u(id, s)
      WHERE ps.product_id = u.id AND ps.section_id = u.s`,
    [ids, moves.map((m) => m.from)],
  );
  await tx.query(
    `INSERT INTO product_sections (product_id, section_id)
     SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
    [ids, moves.map((m) => m.to)],
  );
}
