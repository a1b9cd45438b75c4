import type { OrderStatus } from '@shared';
import { badRequest, type Queryable } from '../shared';
import { recordChange } from '../changeLog';
import {
  changeOrderStatus,
  orderPage,
  requireOrderDetail,
  type OrderChangeDeps,
  type OrderDetail,
  type OrderFilter,
  type OrderPage,
} from '../../orders';

/** The change log's name for this screen (staff_changes.tool); the subject is the order id. */
const CHANGE_LOG_TOOL = 'orders';

const RANGE_REVERSED = 'Дата «по» не может быть раньше даты «с»';

/** Issue 15 point 7: a page of every shopper's orders, newest first, by status and date range. */
export function staffOrderPage(
  db: Queryable,
  filter: Omit<OrderFilter, 'userId'>,
  page: number,
): Promise<OrderPage> {
  // Dates come as ГГГГ-ММ-ДД (openapi.yaml), so they compare as text.
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest(RANGE_REVERSED);
  return orderPage(db, filter, page);
}

/**
 * Moves an order to `status` for a staff member: the change, its history entry, the stock of a
 * cancelled order and the mail to the shopper (server/modules/orders) commit together with the
 * staff change log record (who, when, from which status). The mail leaves after the commit; the
 * answer does not wait for the mail server.
 */
export async function setStaffOrderStatus(
  deps: OrderChangeDeps,
  userId: number,
  orderId: number,
  { status, note = '' }: { status: OrderStatus; note?: string },
): Promise<OrderDetail> {
  const cleanNote = note.trim();
  await deps.db.transaction(async (tx) => {
    const { from, to } = await changeOrderStatus(tx, orderId, status, {
      note: cleanNote,
      byUserId: userId,
      publicUrl: deps.config.publicUrl,
    });
    await recordChange(tx, {
      userId,
      tool: CHANGE_LOG_TOOL,
      subject: String(orderId),
      before: { status: from },
      after: { status: to, note: cleanNote },
    });
  });
  void deps.mailer.flush();
  return requireOrderDetail(deps.db, orderId);
}
