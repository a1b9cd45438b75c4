import type { FastifyInstance } from 'fastify';
import { route, shopperDeps } from '../shared';
import { orderPage } from '../../orders';
import { startPayment } from '../../payment';
import { currentLocationId } from '../../location';
import { claimShopper, requireUser } from '../../session';
import { requireOwnOrder, orderOwner } from './ownership';
import { repeatOrder } from './repeat';
import { cancelMyOrder, myOrder } from './service';

/** The cabinet's orders (issue 15 point 5): the list, an order's page, cancel, repeat, pay. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getMyOrders', async (request) => {
    const user = requireUser(request);
    return { result: await orderPage(app.db, { userId: user.id }, request.query.page ?? 1) };
  });

  route(app, 'getMyOrder', async (request) => ({
    result: await myOrder(shopperDeps(app, request), orderOwner(request), request.params.orderId),
  }));

  route(app, 'cancelMyOrder', async (request) => ({
    result: await cancelMyOrder(
      shopperDeps(app, request),
      orderOwner(request),
      request.params.orderId,
    ),
  }));

  route(app, 'repeatMyOrder', async (request, reply) => {
    const { orderId } = request.params;
    await requireOwnOrder(app.db, orderId, orderOwner(request));
    const basketOwner = await claimShopper(request, reply);
    return { result: await repeatOrder(app.db, orderId, basketOwner, currentLocationId(request)) };
  });

  route(app, 'payMyOrder', async (request) => {
    const { orderId } = request.params;
    await requireOwnOrder(app.db, orderId, orderOwner(request));
    return { result: await startPayment(shopperDeps(app, request), orderId) };
  });
}
