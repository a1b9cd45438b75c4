import type { FastifyRequest } from 'fastify';
import { HttpError, type Db, type Queryable, type Transaction } from '../../shared';
import { loggedSave } from '../../changeLog';
import {
  bindingIn,
  combinedProperties,
  exchangeProperty,
  indexBindings,
  withAncestors,
  type ExchangeProperty,
} from './bindings';
import * as m from './messages';
import * as q from './queries';
import type { PropertyRow, SectionRow } from './queries';

/** The change log's name for the exchange screen (staff_changes.tool). */
export const CHANGE_LOG_TOOL = 'catalog-exchange';
/** spec §5, R-CSV-4: section 0 stands for the shared properties. */
const SHARED_SECTION_ID = 0;

export interface SectionPropertiesAnswer {
  properties: ExchangeProperty[];
  processedSections: number[];
}

/**
 * The staff member the routes already let through (routes.ts calls requireStaff before any
 * action), read here without importing the session module from this deep.
 */
export function staffOf(request: FastifyRequest) {
  const user = request.session.user;
  if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Необходимо авторизоваться');
  return user;
}

/** R-CSV-5, R-ROLE-1: only an admin binds properties to sections (an editor: 403). */
export function requireBindingAdmin(request: FastifyRequest) {
  const user = staffOf(request);
  if (!user.isAdmin) throw m.onlyAdmin();
  return user;
}

/** The chosen sections, then (with subsections) every section below each, in tree order. */
function processedSections(
  tree: readonly SectionRow[],
  sectionIds: readonly number[],
  withSubsections: boolean,
): SectionRow[] {
  const byId = new Map(tree.map((s) => [s.id, s]));
  const unknown = [...new Set(sectionIds)].filter((id) => !byId.has(id));
  if (unknown.length) throw m.sectionsNotFound(unknown);
  const processed = new Map<number, SectionRow>();
  for (const id of sectionIds) {
    processed.set(id, byId.get(id)!);
    if (withSubsections)
      for (const section of tree) if (section.path.includes(id)) processed.set(section.id, section);
  }
  return [...processed.values()];
}

/** R-CSV-3: every non-shared property as the processed sections have it together. */
export async function sectionProperties(
  db: Queryable,
  sectionIds: readonly number[],
  withSubsections: boolean,
): Promise<SectionPropertiesAnswer> {
  const [tree, properties] = await Promise.all([q.sections(db), q.properties(db)]);
  const processed = processedSections(tree, sectionIds, withSubsections);
  const rows = indexBindings(await q.bindingsOf(db, withAncestors(processed)));
  return {
    properties: combinedProperties(
      properties.filter((p) => !p.shared),
      processed,
      rows,
    ),
    processedSections: processed.map((s) => s.id),
  };
}

/** The shared properties: in every section (ENABLED 'Y'), required as section 0's rows say. */
export async function sharedProperties(db: Queryable): Promise<ExchangeProperty[]> {
  const [properties, rows] = await Promise.all([
    q.properties(db),
    q.bindingsOf(db, [SHARED_SECTION_ID]),
  ]);
  const required = new Set(rows.filter((r) => r.required).map((r) => r.property_id));
  return properties
    .filter((p) => p.shared)
    .map((p) => exchangeProperty(p, true, required.has(p.id)));
}

/** A section's own view: the answer of every write to one section. */
async function oneSection(db: Queryable, sectionId: number) {
  if (sectionId === SHARED_SECTION_ID)
    return { properties: await sharedProperties(db), processedSections: [SHARED_SECTION_ID] };
  return sectionProperties(db, [sectionId], false);
}

/**
 * A write to the bindings of one section, logged with the bindings of its branch before and after
 * (a removal reaches below the section). Every binding write also queues behind every other: what
 * a section inherits depends on its ancestors' rows, which another section's write may change.
 * A write that leaves the branch's bindings as they were writes nothing (issue 24 point 1).
 */
async function bindingWrite(
  db: Db,
  userId: number,
  sectionId: number,
  write: (tx: Transaction) => Promise<unknown>,
): Promise<void> {
  const subject = `section:${sectionId}`;
  const state = (tx: Queryable) =>
    sectionId === SHARED_SECTION_ID
      ? q.bindingsOf(tx, [SHARED_SECTION_ID])
      : q.subtreeBindings(tx, sectionId);
  await loggedSave(db, { userId, tool: CHANGE_LOG_TOOL, subject, state }, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [
      CHANGE_LOG_TOOL,
      'bindings',
    ]);
    return write(tx);
  });
}

async function sectionOrFail(tx: Queryable, sectionId: number): Promise<SectionRow> {
  const section = (await q.sections(tx)).find((s) => s.id === sectionId);
  if (!section) throw m.sectionsNotFound([sectionId]);
  return section;
}

async function propertiesOrFail(tx: Queryable, ids: readonly number[]) {
  const byId = new Map((await q.properties(tx)).map((p) => [p.id, p]));
  const unknown = [...new Set(ids)].filter((id) => !byId.has(id));
  if (unknown.length) throw m.propertiesNotFound(unknown);
  return byId;
}

/**
 * R-CSV-4: the required flags of one section's properties become exactly `propertyIds`.
 * Section 0: the shared properties (a shared property without a row at 0 gets one). Another
 * section: every property bound there, own or inherited. An own binding's row takes the flag; an
 * inherited property gets a row of its own in this section only while its flag differs from the
 * one it inherits (bindings.ts: the nearest row's flag counts), so the branch below follows it
 * and the binding itself still comes from the ancestor.
 */
export async function setRequiredSectionProperties(
  db: Db,
  userId: number,
  sectionId: number,
  propertyIds: readonly number[],
): Promise<SectionPropertiesAnswer> {
  const wanted = new Set(propertyIds);
  await bindingWrite(db, userId, sectionId, async (tx) => {
    const byId = await propertiesOrFail(tx, [...wanted]);
    if (sectionId === SHARED_SECTION_ID) {
      const shared = [...byId.values()].filter((p) => p.shared);
      for (const id of wanted) if (!byId.get(id)!.shared) throw m.notShared(byId.get(id)!.name);
      const rows = indexBindings(await q.bindingsOf(tx, [SHARED_SECTION_ID]));
      for (const property of shared) {
        const now = rows.get(SHARED_SECTION_ID)?.get(property.id);
        const required = wanted.has(property.id);
        if (now !== required && (now !== undefined || required))
          await q.setRequired(tx, SHARED_SECTION_ID, property.id, required);
      }
      return;
    }
    const section = await sectionOrFail(tx, sectionId);
    const rows = indexBindings(await q.bindingsOf(tx, withAncestors([section])));
    const bound = (p: PropertyRow) => !p.shared && bindingIn(section, rows, p.id) !== null;
    for (const id of wanted)
      if (!bound(byId.get(id)!)) throw m.notBound(byId.get(id)!.name, section.name);
    for (const property of [...byId.values()].filter(bound)) {
      const required = wanted.has(property.id);
      const binding = bindingIn(section, rows, property.id)!;
      if (binding.inheritedFrom === null) {
        if (binding.required !== required)
          await q.setRequired(tx, sectionId, property.id, required);
        continue;
      }
      const inherited = bindingIn({ id: -1, path: section.path }, rows, property.id)!.required;
      if (required === inherited) await q.unbind(tx, [sectionId], property.id);
      else await q.setRequired(tx, sectionId, property.id, required);
    }
  });
  return oneSection(db, sectionId);
}

/** R-CSV-5: what a binding of `property` to `section` may be changed to, or a 400. */
async function bindingTarget(tx: Queryable, sectionId: number, propertyId: number) {
  const section = await sectionOrFail(tx, sectionId);
  const property = (await propertiesOrFail(tx, [propertyId])).get(propertyId)!;
  if (property.shared) throw m.sharedCannotBeBound(property.name);
  const tree = await q.sections(tx);
  const rows = indexBindings(await q.bindingsOf(tx, withAncestors([section])));
  const binding = bindingIn(section, rows, propertyId);
  const from =
    binding?.inheritedFrom != null
      ? (tree.find((s) => s.id === binding.inheritedFrom)?.name ?? String(binding.inheritedFrom))
      : null;
  return { section, property, tree, binding, from };
}

/**
 * R-CSV-5, R-ROLE-1: binds a property to a section (and so to its subsections). Binding it again
 * changes nothing; a property the section inherits is bound where it comes from (400).
 */
export async function addSectionProperty(
  db: Db,
  userId: number,
  sectionId: number,
  propertyId: number,
): Promise<SectionPropertiesAnswer> {
  const check = async (tx: Queryable) => {
    const { property, binding, from } = await bindingTarget(tx, sectionId, propertyId);
    if (from !== null) throw m.alreadyInherited(property.name, from);
    return binding === null;
  };
  // Checked first outside the write, so a refused or repeated add writes nothing, not even a log
  // record; checked again inside, where it counts.
  if (await check(db))
    await bindingWrite(db, userId, sectionId, async (tx) => {
      if (await check(tx)) await q.bind(tx, sectionId, propertyId);
    });
  return oneSection(db, sectionId);
}

/**
 * R-CSV-5, R-ROLE-1: unbinds a property from a section and from its whole branch: below it the
 * screen showed the property as inherited from this section, so rows of subsections (their own
 * required flags) go with it. An inherited binding is removed where it comes from (400); removing
 * one that is not there changes nothing.
 */
export async function removeSectionProperty(
  db: Db,
  userId: number,
  sectionId: number,
  propertyId: number,
): Promise<SectionPropertiesAnswer> {
  const check = async (tx: Queryable) => {
    const { property, binding, from, tree } = await bindingTarget(tx, sectionId, propertyId);
    if (from !== null) throw m.inheritedCannotBeRemoved(property.name, from);
    return (
      binding && [sectionId, ...tree.filter((s) => s.path.includes(sectionId)).map((s) => s.id)]
    );
  };
  if (await check(db))
    await bindingWrite(db, userId, sectionId, async (tx) => {
      const branch = await check(tx);
      if (branch) await q.unbind(tx, branch, propertyId);
    });
  return oneSection(db, sectionId);
}
