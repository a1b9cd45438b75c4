import type { OrderStatus } from '@shared';
import { badRequest, type Queryable, type Schema } from '../shared';
import { recordChange } from '../changeLog';
import {
  changeOrderStatus,
  nextStatuses,
  orderPage,
  requireOrderDetail,
  type OrderFilter,
  type OrderPage,
} from '../../orders';
import {
  openCancelRefunds,
  openStaffRefund,
  refreshRefunds,
  sendRefunds,
  staffPayments,
  type OpenedRefund,
  type PaymentDeps,
} from '../../payment';

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
 * change itself checks, so the page offers no change the server would refuse (issue 25 point 9);
 * its payments and what may be refunded of them (issue 26 point 2), after asking the provider
 * about refunds still pending.
 */
export async function staffOrderDetail(
  deps: PaymentDeps,
  orderId: number,
): Promise<StaffOrderDetail> {
  await refreshRefunds(deps, orderId);
  const detail = await requireOrderDetail(deps.db, orderId);
  const [staff, payments] = await Promise.all([
    historyStaffNames(deps.db, orderId),
    staffPayments(deps.db, orderId),
  ]);
  const history = detail.history.map((entry, i) => ({ ...entry, staffName: staff[i] ?? null }));
  return {
    ...detail,
    history,
    allowedStatuses: [...nextStatuses(detail.status)],
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      amount: payment.amount,
      receivedAmount: payment.received_amount,
      status: payment.status,
      refundable: payment.refundable,
      createdAt: payment.created_at.toISOString(),
    })),
    refundable: Math.max(0, ...payments.map((payment) => payment.refundable)),
  };
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
 * cancelled order, the refund of what a cancelled order's payments took (issue 26 point 2) and
 * the mail to the shopper (server/modules/orders) commit together with the staff change log
 * record (who, when, from which status). The refund goes to the provider and the mail leaves
 * after the commit; the answer does not wait for the mail server.
 */
export async function setStaffOrderStatus(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  change: StaffStatusChange,
): Promise<StaffOrderDetail> {
  const refunds = await deps.db.transaction((tx) =>
    changeStatusAsStaff(tx, deps, userId, orderId, change),
  );
  await afterStaffStatusChanges(deps, refunds);
  return staffOrderDetail(deps, orderId);
}

export interface StaffStatusChange {
  status: OrderStatus;
  note?: string;
}

/**
 * A staff status change inside the caller's transaction (the staff screen's, or 1C's file of
 * changes, issue 28 point 4, which applies a whole file in one): the same rules, history, mail
 * and change log record. Returns the refunds to send once the transaction has committed
 * (afterStaffStatusChanges).
 */
export async function changeStatusAsStaff(
  tx: Queryable,
  deps: Pick<PaymentDeps, 'config'>,
  userId: number,
  orderId: number,
  { status, note = '' }: StaffStatusChange,
): Promise<OpenedRefund[]> {
  const cleanNote = note.trim();
  const cancelRefunds =
    status === 'cancelled'
      ? await openCancelRefunds(tx, orderId, userId)
      : { refunds: [], mailParagraphs: [] };
  const { from, to } = await changeOrderStatus(tx, orderId, status, {
    note: cleanNote,
    byUserId: userId,
    publicUrl: deps.config.publicUrl,
    mailParagraphs: cancelRefunds.mailParagraphs,
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
  return cancelRefunds.refunds;
}

/** After the commit of status changes: the mail leaves (not awaited) and the refunds are sent. */
export async function afterStaffStatusChanges(
  deps: PaymentDeps,
  refunds: OpenedRefund[],
): Promise<void> {
  void deps.mailer.flush();
  await sendRefunds(deps, refunds);
}

/**
 * Issue 26 point 2: a staff member's refund of `amount` roubles of the order through its payment
 * provider, recorded with the change log in one transaction; the same `idempotencyKey` again
 * makes no second refund. The answer shows the refund as the provider answered: a refusal, with
 * its reason, leaves the order unrefunded.
 */
export async function refundStaffOrder(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  { amount, idempotencyKey }: { amount: number; idempotencyKey: string },
): Promise<StaffOrderDetail> {
  const refund = await deps.db.transaction(async (tx) => {
    const opened = await openStaffRefund(tx, orderId, {
      amount,
      requestKey: idempotencyKey,
      byUserId: userId,
    });
    if (opened)
      await recordChange(tx, {
        userId,
        tool: CHANGE_LOG_TOOL,
        subject: String(orderId),
        before: {},
        after: { refund: amount },
        coalesce: false,
      });
    return opened;
  });
  if (refund) await sendRefunds(deps, [refund]);
  return staffOrderDetail(deps, orderId);
}
