import type { FastifyInstance } from 'fastify';
import { route } from '../shared';
import { requireStaff } from '../../session';
import { requireOrderDetail, type OrderStatus } from '../../orders';
import { setStaffOrderStatus, staffOrderPage } from './service';

/**
 * Issue 15 point 7: the staff's order list, an order's page and its status change. The session
 * plugin lets only staff (admins and editors) reach /api/admin/*; the handlers name the staff
 * member as well, for the order's history and the change log.
 */
export async function adminOrdersRoutes(app: FastifyInstance): Promise<void> {
  route<{ Querystring: { page?: number; status?: OrderStatus; from?: string; to?: string } }>(
    app,
    'getAdminOrders',
    async (request) => {
      requireStaff(request);
      const { page = 1, status, from, to } = request.query;
      return { result: await staffOrderPage(app.db, { status, from, to }, page) };
    },
  );

  // Staff see every shopper's order: the only refusal is one that does not exist.
  route<{ Params: { orderId: number } }>(app, 'getAdminOrder', async (request) => {
    requireStaff(request);
    return { result: await requireOrderDetail(app.db, request.params.orderId) };
  });

  route<{ Params: { orderId: number }; Body: { status: OrderStatus; note?: string } }>(
    app,
    'setAdminOrderStatus',
    async (request) => ({
      result: await setStaffOrderStatus(
        app,
        requireStaff(request).id,
        request.params.orderId,
        request.body,
      ),
    }),
  );
}
