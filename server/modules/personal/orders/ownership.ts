import type { FastifyRequest } from 'fastify';
import type { PaymentState } from '@shared';
import { notFound, type Queryable } from '../shared';
import { ORDER_NOT_FOUND } from '../../orders';

/**
 * Whose orders a cabinet call may touch: the signed-in user's, and the orders placed in this very
 * session (a guest's confirmation page). Both are null for a visitor who has neither.
 */
export interface OrderOwner {
  userId: number | null;
  sessionId: string | null;
}

export function orderOwner(request: FastifyRequest): OrderOwner {
  return { userId: request.session.user?.id ?? null, sessionId: request.session.id };
}

/**
 * The caller's order, or 404 'Заказ не найден' for any other id: another shopper's order looks
 * exactly like one that does not exist (never 403, which would confirm it exists).
 */
export async function requireOwnOrder(
  db: Queryable,
  orderId: number,
  owner: OrderOwner,
): Promise<{ paymentState: PaymentState }> {
  const [row] = await db.query<{ payment_state: PaymentState }>(
    `SELECT payment_state FROM orders
      WHERE id = $1 AND (user_id = $2::int OR session_id = $3::text)`,
    [orderId, owner.userId, owner.sessionId],
  );
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return { paymentState: row.payment_state };
}
