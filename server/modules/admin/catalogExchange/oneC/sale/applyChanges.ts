import { ORDER_STATUS_TITLES, type OrderStatus, type PaymentState } from '@shared';
import {
  afterStaffStatusChanges,
  changeStatusAsStaff,
  confirmOrderPaid,
  HttpError,
  type PaymentDeps,
  type Queryable,
} from '../../shared';
import type { ExchangeSession } from '../exchangeSession';
import { brokenXml, ExchangeFailure, notCommerceMl } from '../failure';
import { BrokenXml, xmlItems } from '../xmlItems';
import { orderChangeOf, type OrderChange } from './orderChanges';

const ROOT = 'КоммерческаяИнформация';
/** CommerceML 2 lists documents under the root; 3.1 wraps each in a Контейнер. */
const DOCUMENTS = new Set([`${ROOT}/Документ`, `${ROOT}/Контейнер/Документ`]);

const unknownOrder = (label: string) => `заказ «${label}» не найден в магазине`;
const unmappedStatus = (label: string, status: string) =>
  `статус «${status}» заказа «${label}» не сопоставлен со статусами магазина ` +
  `(${Object.values(ORDER_STATUS_TITLES).join(', ')})`;
const refusedChange = (label: string, reason: string) => `заказ «${label}»: ${reason}`;
const nothingWritten = (name: string, problems: string[]) =>
  `Файл «${name}» не применён: ${problems.join('; ')}. Ничего из файла не записано`;

async function readChanges(path: string, name: string): Promise<OrderChange[]> {
  const heads = new Map<string, Record<string, string>>();
  const changes: OrderChange[] = [];
  try {
    for await (const { node } of xmlItems(path, (at) => DOCUMENTS.has(at), heads)) {
      const change = orderChangeOf(node);
      if (change) changes.push(change);
    }
  } catch (error) {
    if (error instanceof BrokenXml) throw new ExchangeFailure(brokenXml(name, error.message));
    throw error;
  }
  if (!heads.has(ROOT)) throw new ExchangeFailure(notCommerceMl(name));
  return changes;
}

interface OrderNow {
  id: number;
  status: OrderStatus;
  payment_state: PaymentState;
  revision: number;
}

/** The file's orders, locked (in id order) so the payment states read stay true to the commit. */
async function ordersNow(tx: Queryable, changes: OrderChange[]): Promise<Map<number, OrderNow>> {
  const ids = changes.flatMap((change) => (change.orderId === null ? [] : [change.orderId]));
  const rows = await tx.query<OrderNow>(
    `SELECT id, status, payment_state, revision FROM orders WHERE id = ANY($1::int[])
      ORDER BY id FOR UPDATE`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every document names a shop's order and a status the shop has, or the file is refused. */
function problemsOf(changes: OrderChange[], orders: Map<number, OrderNow>): string[] {
  return changes.flatMap((change) => {
    if (change.orderId === null || !orders.has(change.orderId)) return [unknownOrder(change.label)];
    if (typeof change.status === 'object' && change.status !== null)
      return [unmappedStatus(change.label, change.status.unknown)];
    return [];
  });
}

/** The payment states a payment 1C recorded turns into paid; a paid or refunded order stays. */
const UNPAID: ReadonlySet<PaymentState> = new Set(['on_receipt', 'pending', 'failed']);

/**
 * A payment 1C recorded pays the order the way the provider's confirmation does (its history,
 * certificates and mail), unless it is paid or refunded already, or cancelled (or cancelled by
 * this document): 1C settles a cancelled order's money itself. True when the order became paid.
 */
async function payAs1cSays(
  tx: Queryable,
  deps: PaymentDeps,
  change: OrderChange,
  order: OrderNow,
): Promise<boolean> {
  if (change.payment === null || !UNPAID.has(order.payment_state)) return false;
  if (order.status === 'cancelled' || change.status === 'cancelled') return false;
  if (!(await confirmOrderPaid(tx, deps, order.id, change.payment))) return false;
  order.payment_state = 'paid';
  return true;
}

/**
 * What 1C changed itself is not sent back to it: an order 1C had confirmed before this file is
 * confirmed at its new revision (one with shop changes 1C has not taken yet still goes).
 */
async function keepConfirmed(tx: Queryable, before: OrderNow[]): Promise<void> {
  await tx.query(
    `UPDATE exchange_1c_orders x SET confirmed_revision = o.revision, confirmed_at = now()
       FROM orders o, unnest($1::int[], $2::int[]) AS before (id, revision)
      WHERE o.id = before.id AND x.order_id = before.id
        AND x.confirmed_revision = before.revision`,
    [before.map((order) => order.id), before.map((order) => order.revision)],
  );
}

/**
 * issue 28 point 4: 1C's file of order changes, in one transaction: a payment 1C recorded pays
 * the order first (as the provider's confirmation would), then each status change takes the
 * staff's way (the allowed moves, the history, the shopper's mail, the change log with the
 * exchange's account), and a document the shop cannot apply refuses the whole file.
 */
export async function applyChangesFile(
  deps: PaymentDeps,
  session: ExchangeSession,
  path: string,
  name: string,
): Promise<void> {
  const changes = await readChanges(path, name);
  const refunds = await deps.db.transaction(async (tx) => {
    const orders = await ordersNow(tx, changes);
    const problems = problemsOf(changes, orders);
    if (problems.length > 0) throw new ExchangeFailure(nothingWritten(name, problems));
    const [exchange] = await tx.query<{ user_id: number }>(
      'SELECT user_id FROM exchange_1c_sessions WHERE id = $1',
      [session.id],
    );
    const refunds = [];
    const changed = new Map<number, OrderNow>();
    for (const change of changes) {
      const order = orders.get(change.orderId as number) as OrderNow;
      const before = { ...order };
      // Paid before it moves: 1C takes the money, then ships.
      const paid = await payAs1cSays(tx, deps, change, order);
      if (paid && !changed.has(order.id)) changed.set(order.id, before);
      const status = change.status as OrderStatus | null;
      // 1C sends an order again with the status it has: that is no change.
      if (status === null || status === order.status) continue;
      try {
        refunds.push(
          ...(await changeStatusAsStaff(tx, deps, exchange?.user_id as number, order.id, {
            status,
            note: change.note,
          })),
        );
      } catch (error) {
        if (error instanceof HttpError && error.status < 500)
          throw new ExchangeFailure(
            nothingWritten(name, [refusedChange(change.label, error.message)]),
          );
        throw error;
      }
      if (!changed.has(order.id)) changed.set(order.id, before);
      order.status = status;
    }
    await keepConfirmed(tx, [...changed.values()]);
    return refunds;
  });
  await afterStaffStatusChanges(deps, refunds);
}
