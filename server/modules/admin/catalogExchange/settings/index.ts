import type { ActionHandlers } from '../actions';
import {
  addSectionProperty,
  removeSectionProperty,
  requireBindingAdmin,
  sectionProperties,
  setRequiredSectionProperties,
  staffOf,
} from './sectionProperties';
import { setSharedPropertiesGrouped } from './sharedGroups';

export { exchangeData } from './exchangeData';
/**
 * spec §7 "Catalogue CSV exchange": the screen's settings actions (R-CSV-3…6, R-ROLE-1). The
 * shop itself reads neither section_properties nor shared_property_groups (only the exchange's
 * export and import do, when they run), so these writes need no catalogChanged.
 */
/**
 * The add and remove actions share one request branch, which `Extract<ExchangeRequest, { action:
 * 'addSectionProperty' }>` does not pick out (it gives never), so their body is typed here.
 */
interface SectionPropertyBody {
  property_id: number;
  section_id: number;
}

export const settingsActions: ActionHandlers = {
  getSectionProperties: async (request, _reply, body) =>
    sectionProperties(request.server.db, body.section_ids, body.includeSubsections === 1),

  setRequiredSectionProperties: async (request, _reply, body) =>
    setRequiredSectionProperties(
      request.server.db,
      staffOf(request).id,
      body.section_id,
      body.property_ids,
    ),

  setSharedPropertiesGrouped: async (request, _reply, body) =>
    setSharedPropertiesGrouped(request.server.db, staffOf(request).id, body.grouped_properties),

  addSectionProperty: async (request, _reply, body: SectionPropertyBody) =>
    addSectionProperty(
      request.server.db,
      requireBindingAdmin(request).id,
      body.section_id,
      body.property_id,
    ),

  removeSectionProperty: async (request, _reply, body: SectionPropertyBody) =>
    removeSectionProperty(
      request.server.db,
      requireBindingAdmin(request).id,
      body.section_id,
      body.property_id,
    ),
};
