import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Schema } from '../shared';

/**
 * The bodies of a POST to /api/admin/catalog/exchange (spec §7 "Catalogue CSV exchange"), as
 * openapi.yaml's CatalogExchangeRequest validates them: one branch per `action`.
 */
export type SharedPropertyGroup = Schema<'SharedPropertyGroup'>;
export interface ExportFields {
  SECTION_ID?: number[];
  INCLUDE_SUBSECTIONS?: 'Y' | 'N';
  properties?: number[];
  required?: number[];
  parameters?: string[];
  catalog?: string[];
  encoding?: 'utf-8' | 'windows-1251';
  delimiter?: ';' | ',';
  /** Y: prices and other fractions with a decimal comma, as Russian Excel reads numbers. */
  decimalComma?: 'Y' | 'N';
}
type ExchangeRequest =
  | { action: 'getSectionProperties'; includeSubsections: 0 | 1; section_ids: number[] }
  | { action: 'setRequiredSectionProperties'; section_id: number; property_ids: number[] }
  | { action: 'setSharedPropertiesGrouped'; grouped_properties: SharedPropertyGroup[] }
  | {
      action: 'addSectionProperty' | 'removeSectionProperty';
      property_id: number;
      section_id: number;
    }
  | ({ action: 'export' | 'exportTemplate' | 'propertiesInfo' } & ExportFields)
  /** `file`: what the upload hook stored the uploaded file as (see import/). */
  | { action: 'import'; file: string };

type ExchangeAction = ExchangeRequest['action'];

/**
 * One action's handler. What it resolves to is sent as JSON, unless it has sent the reply itself
 * (a file: export, exportTemplate, propertiesInfo) or set another status (import: 202).
 */
export type ActionHandler<A extends ExchangeAction = ExchangeAction> = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: Extract<ExchangeRequest, { action: A }>,
) => Promise<unknown>;

export type ActionHandlers = { [A in ExchangeAction]?: ActionHandler<A> };
