import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireStaff, route, type Queryable } from '../shared';
import type { ActionHandlers, ExportFields } from '../actions';
import { columnsDocument } from './columnsDocument';
import { exportPlan, type ExportPlan } from './plan';
import { exportFile, headerBytes } from './rows';
import { exportSummary } from './summary';

/**
 * R-CSV-7, issue 14 points 3–4: the export card's three form posts, each answered with a file
 * to download. They only read, so nothing goes to the change log.
 */
// `body: ExportFields`: the three actions share one request branch, which
// `Extract<ExchangeRequest, { action: 'export' }>` does not pick out (it gives never).
export const exportActions: ActionHandlers = {
  export: async (request, reply, body: ExportFields) => sendExport(request.server.db, reply, body),
  exportTemplate: async (request, reply, body: ExportFields) => {
    const plan = await exportPlan(request.server.db, body);
    return csvDownload(reply, plan, TEMPLATE_NAME).send(headerBytes(plan));
  },
  propertiesInfo: async (request, reply, body: ExportFields) => {
    const plan = await exportPlan(request.server.db, body);
    const html = await columnsDocument(request.server.db, plan, body.required ?? []);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-disposition', 'attachment; filename="catalog-columns.html"')
      .send(html);
  },
};

/**
 * issue 25 point 5: the export as a plain GET, which the browser downloads itself as it streams
 * (a form post needs the CSRF header, so the screen would have to gather the file first), and
 * its summary, asked first so the staff member sees what the file holds before it comes.
 */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getAdminCatalogExport', async (request, reply) => {
    requireStaff(request);
    return sendExport(app.db, reply, request.query);
  });
  route(app, 'getAdminCatalogExportSummary', async (request) => {
    requireStaff(request);
    return exportSummary(app.db, await exportPlan(app.db, request.query), exportName());
  });
}

/** issue 25 point 5: the template is named apart from an export, which is named by its day. */
const TEMPLATE_NAME = 'catalog-template.csv';

/** 'catalog-2026-11-29.csv', the day as the shop's staff count it (Moscow). */
const exportName = () =>
  `catalog-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date())}.csv`;

async function sendExport(db: Queryable, reply: FastifyReply, fields: ExportFields) {
  const plan = await exportPlan(db, fields);
  // objectMode off: the stream buffers bytes (16 KiB), so it asks for the next page of
  // products only when the client has taken the previous one.
  const file = Readable.from(exportFile(db, plan), { objectMode: false });
  return csvDownload(reply, plan, exportName()).send(file);
}

function csvDownload(reply: FastifyReply, plan: ExportPlan, name: string): FastifyReply {
  return reply
    .header('content-type', `text/csv; charset=${plan.encoding}`)
    .header('content-disposition', `attachment; filename="${name}"`);
}
