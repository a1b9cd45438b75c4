import { translit, type Queryable } from '../shared';
import type { Problem } from './problems';
import { childOf, listOf, textOf, type XmlNode } from './xmlItems';

type Table = 'sections' | 'properties';

/** A code free in `table`: the transliterated name, else with -2, -3… (as the CSV import's slugs). */
async function freeCode(tx: Queryable, table: Table, name: string): Promise<string> {
  const base = translit(name) || 'item';
  const [row] = await tx.query<{ candidate: string }>(
    `SELECT candidate
       FROM (SELECT $1::text AS candidate, 1 AS n
             UNION ALL SELECT $1 || '-' || g, g FROM generate_series(2, 10000) g) c
      WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.code = c.candidate)
      ORDER BY n LIMIT 1`,
    [base],
  );
  if (!row) throw new Error(`no free code for ${name}`);
  return row.candidate;
}

/**
 * Классификатор/Группы into sections, with their tree. A group is found by its Ид, else a section
 * of the same name under the same parent that has none is taken over (a shop moving from
 * Bitrix keeps its sections); else it is created. Only what differs is written.
 */
export async function writeGroups(tx: Queryable, groups: XmlNode): Promise<number> {
  let changed = 0;
  const walk = async (list: XmlNode, parentId: number | null) => {
    for (const group of list.children.filter((child) => child.name === 'Группа')) {
      const xmlId = textOf(group, 'Ид');
      const name = textOf(group, 'Наименование');
      if (!xmlId || !name) continue;
      const [found] = await tx.query<{ id: number; name: string; parent_id: number | null }>(
        `SELECT id, name, parent_id FROM sections
          WHERE xml_id = $1
             OR (xml_id IS NULL AND lower(name) = lower($2) AND parent_id IS NOT DISTINCT FROM $3)
          ORDER BY xml_id IS NULL, id LIMIT 1`,
        [xmlId, name, parentId],
      );
      let id: number;
      if (!found) {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO sections (parent_id, code, name, xml_id) VALUES ($1, $2, $3, $4) RETURNING id`,
          [parentId, await freeCode(tx, 'sections', name), name, xmlId],
        );
        id = (row as { id: number }).id;
        changed++;
      } else {
        id = found.id;
        const [updated] = await tx.query(
          `UPDATE sections SET name = $2, parent_id = $3, xml_id = $4
            WHERE id = $1 AND (name <> $2 OR parent_id IS DISTINCT FROM $3
                               OR xml_id IS DISTINCT FROM $4)
            RETURNING id`,
          [id, name, parentId, xmlId],
        );
        if (updated) changed++;
      }
      const children = childOf(group, 'Группы');
      if (children) await walk(children, id);
    }
  };
  await walk(groups, null);
  if (changed > 0)
    // A created or moved section: every path and depth follows the tree again.
    await tx.query(
      `WITH RECURSIVE tree AS (
         SELECT id, ARRAY[]::int[] AS path, 1 AS depth FROM sections WHERE parent_id IS NULL
         UNION ALL
         SELECT s.id, tree.path || tree.id, tree.depth + 1
           FROM sections s JOIN tree ON s.parent_id = tree.id)
       UPDATE sections s SET path = tree.path, depth = tree.depth
         FROM tree WHERE s.id = tree.id AND (s.path <> tree.path OR s.depth <> tree.depth)`,
    );
  return changed;
}

/** The Ид of every group of Классификатор/Группы, the nested ones too. */
export function groupXmlIds(groups: XmlNode): string[] {
  return groups.children
    .filter((child) => child.name === 'Группа')
    .flatMap((group) => {
      const xmlId = textOf(group, 'Ид');
      const children = childOf(group, 'Группы');
      return [...(xmlId ? [xmlId] : []), ...(children ? groupXmlIds(children) : [])];
    });
}

const PROPERTY_TYPES: Record<string, 'list' | 'string' | 'number' | 'boolean'> = {
  справочник: 'list',
  строка: 'string',
  число: 'number',
  булево: 'boolean',
};

/**
 * Классификатор/Свойства into properties and their ВариантыЗначений into list values, found by
 * Ид, else by name (property) or text (value) without one, else created. A property of a value
 * type the shop has not (Время, Дата…) is listed for staff instead.
 */
export async function writeProperties(
  tx: Queryable,
  properties: XmlNode,
  problems: Problem[],
): Promise<number> {
  let changed = 0;
  for (const property of properties.children.filter((c) => c.name === 'Свойство')) {
    const xmlId = textOf(property, 'Ид');
    const name = textOf(property, 'Наименование');
    if (!xmlId || !name) continue;
    const typeText = textOf(property, 'ТипЗначений') || 'Строка';
    const type = PROPERTY_TYPES[typeText.toLowerCase()];
    if (!type) {
      problems.push({
        item: `Свойство «${name}» (Ид ${xmlId})`,
        reason: `Тип значений «${typeText}» магазин не хранит: свойство не загружено`,
      });
      continue;
    }
    const [found] = await tx.query<{ id: number }>(
      `SELECT id FROM properties
        WHERE xml_id = $1 OR (xml_id IS NULL AND lower(name) = lower($2))
        ORDER BY xml_id IS NULL, id LIMIT 1`,
      [xmlId, name],
    );
    let id: number;
    if (found) {
      id = found.id;
      const [updated] = await tx.query(
        `UPDATE properties SET name = $2, xml_id = $3
          WHERE id = $1 AND (name <> $2 OR xml_id IS DISTINCT FROM $3) RETURNING id`,
        [id, name, xmlId],
      );
      if (updated) changed++;
    } else {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO properties (code, name, type, xml_id) VALUES ($1, $2, $3, $4) RETURNING id`,
        [await freeCode(tx, 'properties', name), name, type, xmlId],
      );
      id = (row as { id: number }).id;
      changed++;
    }
    for (const variant of listOf(property, 'ВариантыЗначений', 'Справочник'))
      changed += await writeValue(
        tx,
        id,
        textOf(variant, 'ИдЗначения'),
        textOf(variant, 'Значение'),
      );
  }
  return changed;
}

async function writeValue(tx: Queryable, propertyId: number, xmlId: string, value: string) {
  if (!xmlId || !value) return 0;
  const [found] = await tx.query<{ id: number; value: string; xml_id: string | null }>(
    `SELECT id, value, xml_id FROM property_values
      WHERE property_id = $1 AND (xml_id = $2 OR (xml_id IS NULL AND lower(value) = lower($3)))
      ORDER BY xml_id IS NULL, id LIMIT 1`,
    [propertyId, xmlId, value],
  );
  if (found) {
    if (found.value === value && found.xml_id === xmlId) return 0;
    await tx.query('UPDATE property_values SET value = $2, xml_id = $3 WHERE id = $1', [
      found.id,
      value,
      xmlId,
    ]);
    return 1;
  }
  const base = translit(value) || 'value';
  await tx.query(
    `INSERT INTO property_values (property_id, value, slug, sort, xml_id)
     SELECT $1, $2, candidate, 500, $4
       FROM (SELECT $3::text AS candidate, 1 AS n
             UNION ALL SELECT $3 || '-' || g, g FROM generate_series(2, 1000) g) c
      WHERE NOT EXISTS (SELECT 1 FROM property_values v
                         WHERE v.property_id = $1 AND v.slug = c.candidate)
      ORDER BY n LIMIT 1`,
    [propertyId, value, base, xmlId],
  );
  return 1;
}
