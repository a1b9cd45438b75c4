import type { OrderStatus } from '@shared';
import { badRequest, type Queryable, type Schema } from '../shared';
import { recordChange } from '../changeLog';
import {
  changeOrderStatus,
  nextStatuses,
  orderPage,
  requireOrderDetail,
  type OrderChangeDeps,
  type OrderFilter,
  type OrderPage,
} from '../../orders';

/** The change log's name for this screen (staff_changes.tool); the subject is the order id. */
const CHANGE_LOG_TOOL = 'orders';

/** openapi.yaml `AdminOrderDetail`: the order and the statuses the server lets it go to. */
type StaffOrderDetail = Schema<'AdminOrderDetail'>;

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
 * The order as the staff page shows it, with the statuses it may go to now: the rule the status
 * change itself checks, so the page offers no change the server would refuse (issue 25 point 9).
 */
export async function staffOrderDetail(db: Queryable, orderId: number): Promise<StaffOrderDetail> {
  const detail = await requireOrderDetail(db, orderId);
  const staff = await historyStaffNames(db, orderId);
  const history = detail.history.map((entry, i) => ({ ...entry, staffName: staff[i] ?? null }));
  return { ...detail, history, allowedStatuses: [...nextStatuses(detail.status)] };
}

/**
 * Issue 25 point 6: who made each entry of the order's history, in its order (by id, as the
 * orders module lists it); null for the shopper's and the shop's own entries.
 */
async function historyStaffNames(db: Queryable, orderId: number): Promise<(string | null)[]> {
  const rows = await db.query<{ name: string | null }>(
    `SELECT coalesce(nullif(u.name, ''), u.email) AS name
       FROM order_history h LEFT JOIN users u ON u.id = h.user_id AND (u.is_admin OR u.is_editor)
      WHERE h.order_id = $1 ORDER BY h.id`,
    [orderId],
  );
  return rows.map((row) => row.name);
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
): Promise<StaffOrderDetail> {
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
      // Each status change is an event the shopper is mailed about: none is merged into another.
      coalesce: false,
    });
  });
  void deps.mailer.flush();
  return staffOrderDetail(deps.db, orderId);
}
