import { delay, http, HttpResponse } from 'msw';
import type {
  CatalogExchangeData,
  CatalogExchangeResult,
  CatalogExportSummary,
  ExchangeProperty,
  UserInfo,
} from '@features/api';
import type { ExchangeAction } from '../catalogExchangeApi';
import { adminUser, exchangeData, sectionBindings } from './exchangeFixtures';

export const EXCHANGE_API = '/api/admin/catalog/exchange';

/**
 * The stories' exchange server, kept in memory and answering as the real one does (spec §7): the
 * JSON actions change it, the file actions answer a small file. Every post is recorded so a play
 * function can check what the screen sent.
 */
export interface ExchangeServer {
  data: CatalogExchangeData;
  user: UserInfo;
  /** section id → property id → required, the section's own rows. */
  bindings: Map<number, Map<number, boolean>>;
  /** The JSON actions posted, in order. */
  actions: ExchangeAction[];
  /** The export form posts, in order. */
  forms: URLSearchParams[];
  /** The export summaries asked (issue 25 point 5), by their link's query, in order. */
  summaries: URLSearchParams[];
  /** What a summary answers. */
  exportSummary: CatalogExportSummary;
  /** How many times getData was asked. */
  loads: number;
  /** Actions the server refuses, with the Russian text it answers (`export`: its summary). */
  refuse: Partial<Record<string, string>>;
}

/** A UTF-8 export of two products: nothing to replace. */
export const plainExportSummary: CatalogExportSummary = {
  products: 2,
  fileName: 'catalog-2026-11-29.csv',
  replaced: [],
};

export function createExchangeServer(
  data: CatalogExchangeData = exchangeData(),
  user: UserInfo = adminUser,
): ExchangeServer {
  const bindings = new Map<number, Map<number, boolean>>();
  for (const [sectionId, propertyId, required] of sectionBindings) {
    const rows = bindings.get(sectionId) ?? new Map<number, boolean>();
    rows.set(propertyId, required);
    bindings.set(sectionId, rows);
  }
  return {
    data,
    user,
    bindings,
    actions: [],
    forms: [],
    summaries: [],
    exportSummary: plainExportSummary,
    loads: 0,
    refuse: {},
  };
}

const errorAnswer = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

/** The section's ancestors, the topmost first. */
function ancestorsOf(server: ExchangeServer, sectionId: number): number[] {
  const byId = new Map(server.data.sections.map((s) => [s.id, s]));
  const path: number[] = [];
  for (let parent = byId.get(sectionId)?.parentId; parent != null;) {
    path.unshift(parent);
    parent = byId.get(parent)?.parentId;
  }
  return path;
}

/** How one section has a property: bound (own or inherited), required, and from where. */
function bindingIn(server: ExchangeServer, sectionId: number, propertyId: number) {
  const path = ancestorsOf(server, sectionId);
  const inheritedFrom = path.find((id) => server.bindings.get(id)?.has(propertyId)) ?? null;
  const own = server.bindings.get(sectionId)?.get(propertyId);
  if (own === undefined && inheritedFrom === null) return null;
  const nearest = [...path].reverse().find((id) => server.bindings.get(id)?.has(propertyId));
  const required = own ?? (nearest ? server.bindings.get(nearest)!.get(propertyId)! : false);
  return { required, inheritedFrom };
}

/** R-CSV-3, R-CSV-8: the section properties as the processed sections have them together. */
function sectionProperties(server: ExchangeServer, sectionIds: number[], subsections: boolean) {
  const processed = subsections
    ? server.data.sections
        .filter((s) =>
          sectionIds.some((id) => s.id === id || ancestorsOf(server, s.id).includes(id)),
        )
        .map((s) => s.id)
    : sectionIds;
  const properties = server.data.properties.map((p): ExchangeProperty => {
    const found = processed.flatMap((id) => bindingIn(server, id, p.ID) ?? []);
    const inherited = found.length > 0 && found.every((b) => b.inheritedFrom !== null);
    const enabled = found.length > 0;
    return {
      ...p,
      ENABLED: enabled ? 'Y' : 'N',
      REQUIRED: enabled && found.some((b) => b.required) ? 'Y' : 'N',
      SECTION_DATA: inherited
        ? { INHERITED: 'Y', INHERITED_FROM: found[0]!.inheritedFrom }
        : { INHERITED: 'N', INHERITED_FROM: null },
    };
  });
  return { properties, processedSections: processed };
}

function act(server: ExchangeServer, action: ExchangeAction): Response {
  const ok = (result: CatalogExchangeResult) => HttpResponse.json(result);
  switch (action.action) {
    case 'getSectionProperties':
      return ok(sectionProperties(server, action.section_ids, action.includeSubsections === 1));
    case 'setRequiredSectionProperties': {
      const ids = new Set(action.property_ids);
      if (action.section_id === 0) {
        server.data.sharedPropertiesRequired = [...ids];
        server.data.sharedProperties = server.data.sharedProperties.map((p) => ({
          ...p,
          REQUIRED: ids.has(p.ID) ? 'Y' : 'N',
        }));
        return ok({ properties: server.data.sharedProperties, processedSections: [0] });
      }
      const rows = server.bindings.get(action.section_id) ?? new Map<number, boolean>();
      for (const p of server.data.properties)
        if (bindingIn(server, action.section_id, p.ID)) rows.set(p.ID, ids.has(p.ID));
      server.bindings.set(action.section_id, rows);
      return ok(sectionProperties(server, [action.section_id], false));
    }
    case 'setSharedPropertiesGrouped':
      if (action.grouped_properties.some((g) => g.name.trim() === ''))
        return errorAnswer(400, 'BAD_REQUEST', 'Укажите название группы');
      server.data.sharedPropertiesGrouped = action.grouped_properties;
      return ok({ sharedPropertiesGrouped: action.grouped_properties });
    case 'addSectionProperty':
    case 'removeSectionProperty': {
      if (!server.user.admin)
        return errorAnswer(
          403,
          'FORBIDDEN',
          'Привязывать свойства к разделам может только администратор',
        );
      const rows = server.bindings.get(action.section_id) ?? new Map<number, boolean>();
      if (action.action === 'addSectionProperty') rows.set(action.property_id, false);
      else rows.delete(action.property_id);
      server.bindings.set(action.section_id, rows);
      return ok(sectionProperties(server, [action.section_id], false));
    }
  }
}

/** The file a form post asks for: a CSV (export, exportTemplate) or a page (propertiesInfo). */
function fileAnswer(form: URLSearchParams): Response {
  const action = form.get('action') ?? 'export';
  const html = action === 'propertiesInfo';
  const name = html ? 'columns.html' : 'catalog-template.csv';
  return new HttpResponse(html ? '<h1>Колонки</h1>' : '\uFEFFID;NAME\n1;Мозаика\n', {
    headers: {
      'Content-Type': html ? 'text/html; charset=utf-8' : 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

/** The handlers of the exchange url and of who is signed in, for `msw.use`. */
export const exchangeHandlers = (server: ExchangeServer) => [
  http.get('/api/user/info', () => HttpResponse.json({ result: server.user })),
  http.get(EXCHANGE_API, () => {
    server.loads += 1;
    const refused = server.refuse.getData;
    return refused ? errorAnswer(500, 'INTERNAL', refused) : HttpResponse.json(server.data);
  }),
  http.get(`${EXCHANGE_API}/export/summary`, async ({ request }) => {
    server.summaries.push(new URL(request.url).searchParams);
    await delay(50);
    const refused = server.refuse.export;
    return refused
      ? errorAnswer(400, 'BAD_REQUEST', refused)
      : HttpResponse.json(server.exportSummary);
  }),
  http.post(EXCHANGE_API, async ({ request }) => {
    if (!request.headers.get('Content-Type')?.includes('application/json')) {
      const form = new URLSearchParams(await request.text());
      server.forms.push(form);
      await delay(50);
      const refused = server.refuse[form.get('action') ?? 'export'];
      return refused ? errorAnswer(400, 'BAD_REQUEST', refused) : fileAnswer(form);
    }
    const action = (await request.json()) as ExchangeAction;
    server.actions.push(action);
    await delay(50);
    const refused = server.refuse[action.action];
    return refused ? errorAnswer(400, 'BAD_REQUEST', refused) : act(server, action);
  }),
];
