import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ActionHandlers, ExportFields } from '../actions';
import { columnsDocument } from './columnsDocument';
import { exportPlan, type ExportPlan } from './plan';
import { exportFile, headerBytes } from './rows';

/**
 * R-CSV-7, issue 14 points 3–4: the export card's three form posts, each answered with a file
 * to download. They only read, so nothing goes to the change log.
 */
// `body: ExportFields`: the three actions share one request branch, which
// `Extract<ExchangeRequest, { action: 'export' }>` does not pick out (it gives never).
export const exportActions: ActionHandlers = {
  export: async (request, reply, body: ExportFields) => {
    const plan = await exportPlan(request.server.db, body);
    // objectMode off: the stream buffers bytes (16 KiB), so it asks for the next page of
    // products only when the client has taken the previous one.
    const file = Readable.from(exportFile(request.server.db, plan), { objectMode: false });
    return csvDownload(reply, plan).send(file);
  },
  exportTemplate: async (request, reply, body: ExportFields) => {
    const plan = await exportPlan(request.server.db, body);
    return csvDownload(reply, plan).send(headerBytes(plan));
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

function csvDownload(reply: FastifyReply, plan: ExportPlan): FastifyReply {
  const today = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', `text/csv; charset=${plan.encoding}`)
    .header('content-disposition', `attachment; filename="catalog-${today}.csv"`);
}
