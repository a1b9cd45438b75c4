import type { FastifyInstance } from 'fastify';
import { route, shopperDeps } from '../shared';
import { requireStaff } from '../../session';
import { orderKitFileName, orderKitLegend, orderKitPattern } from '../../photoKits';
import { refundStaffOrder, setStaffOrderStatus, staffOrderDetail, staffOrderPage } from './service';

/**
 * Issue 15 point 7: the staff's order list, an order's page and its status change; issue 16: the
 * workshop's downloads of an order's photo kit. The session plugin lets only staff (admins and
 * editors) reach /api/admin/*; the handlers name the staff member as well, for the order's
 * history and the change log.
 */
export async function adminOrdersRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getAdminOrders', async (request) => {
    requireStaff(request);
    const { page = 1, status, from, to } = request.query;
    return { result: await staffOrderPage(app.db, { status, from, to }, page) };
  });

  // Staff see every shopper's order: the only refusal is one that does not exist.
  route(app, 'getAdminOrder', async (request) => {
    requireStaff(request);
    return { result: await staffOrderDetail(shopperDeps(app, request), request.params.orderId) };
  });

  route(app, 'setAdminOrderStatus', async (request) => ({
    result: await setStaffOrderStatus(
      shopperDeps(app, request),
      requireStaff(request).id,
      request.params.orderId,
      request.body,
    ),
  }));

  route(app, 'refundAdminOrder', async (request) => ({
    result: await refundStaffOrder(
      shopperDeps(app, request),
      requireStaff(request).id,
      request.params.orderId,
      request.body,
    ),
  }));

  kitDownload(
    app,
    'getAdminPhotoKitPattern',
    { name: 'pattern.png', type: 'image/png' },
    (orderId, kitId) => orderKitPattern({ db: app.db, charts: app.photoKitCharts }, orderId, kitId),
  );
  kitDownload(
    app,
    'getAdminPhotoKitLegend',
    { name: 'legend.csv', type: 'text/csv; charset=utf-8' },
    (orderId, kitId) => orderKitLegend(app.db, orderId, kitId),
  );
}

/**
 * A workshop download of an order's kit (issue 16): staff only, sent as an attachment under the
 * order's and the kit's file name (orderKitFileName); `make` reads the kit as the order keeps it.
 */
function kitDownload(
  app: FastifyInstance,
  operationId: 'getAdminPhotoKitPattern' | 'getAdminPhotoKitLegend',
  file: { name: string; type: string },
  make: (orderId: number, kitId: number) => Promise<Uint8Array | string>,
): void {
  route(app, operationId, async (request, reply) => {
    requireStaff(request);
    const { orderId, photoKitId } = request.params;
    const body = await make(orderId, photoKitId);
    const fileName = orderKitFileName(orderId, photoKitId, file.name);
    return reply
      .type(file.type)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(body);
  });
}
