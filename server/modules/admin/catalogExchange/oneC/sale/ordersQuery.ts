import type { Db } from '../../shared';
import type { ExchangeSession } from '../exchangeSession';
import { orderDocument, type DueLine, type DueOrder } from './orderDocument';
import { toWindows1251, xmlElement } from './xmlText';

/** The most orders one answer holds; the rest go in the next exchange (1C repeats its calls). */
const QUERY_LIMIT = 500;
/** The version of CommerceML the orders are written to (1C:УТ reads 2.05–2.10 alike). */
const SCHEMA_VERSION = '2.08';

export type SaleEncoding = 'utf-8' | 'windows-1251';

/** What mode=query answers: the document's bytes and their type. */
export interface XmlAnswer {
  body: Buffer;
  contentType: string;
}

/**
 * Orders placed (the checkout's claim of a key without its first history entry is not yet an
 * order) whose revision 1C has not confirmed, oldest change first, in the statuses staff send to
 * 1C (issue 28 point 3): an order outside them goes once a change brings it into one.
 */
function dueOrders(db: Db): Promise<DueOrder[]> {
  return db.query<DueOrder>(
    `SELECT o.id, o.revision, o.user_id, o.status, o.payment_state, o.payment, o.customer_name,
            o.phone, o.email, o.delivery_kind, coalesce(pp.address, o.address) AS address,
            coalesce(l.name, '') AS city, o.comment, o.discount, o.delivery_price, o.total,
            o.certificate_paid,
            to_char(o.created_at AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD') AS date,
            to_char(o.created_at AT TIME ZONE 'Europe/Moscow', 'HH24:MI:SS') AS time
       FROM orders o
       LEFT JOIN exchange_1c_orders x ON x.order_id = o.id
       LEFT JOIN locations l ON l.id = o.location_id
       LEFT JOIN pickup_points pp ON pp.id = o.pickup_point_id AND o.delivery_kind = 'pickup'
      WHERE (x.confirmed_revision IS NULL OR x.confirmed_revision < o.revision)
        AND EXISTS (SELECT 1 FROM order_history h WHERE h.order_id = o.id)
        AND EXISTS (SELECT 1 FROM exchange_1c_settings s WHERE o.status = ANY (s.sale_statuses))
      ORDER BY o.updated_at, o.id
      LIMIT $1`,
    [QUERY_LIMIT],
  );
}

function linesOf(db: Db, orderIds: number[]): Promise<DueLine[]> {
  return db.query<DueLine>(
    `SELECT oi.order_id, coalesce(p.xml_id, oi.product_id::text, 'item-' || oi.id) AS xml_id,
            oi.name, oi.price, oi.quantity
       FROM order_items oi LEFT JOIN products p ON p.id = oi.product_id
      WHERE oi.order_id = ANY($1::int[])
      ORDER BY oi.order_id, oi.id`,
    [orderIds],
  );
}

/** The orders this exchange answered, at the revision it answered: mode=success confirms these. */
async function markSent(db: Db, session: ExchangeSession, orders: DueOrder[]): Promise<void> {
  await db.query(
    `INSERT INTO exchange_1c_orders (order_id, sent_session_id, sent_revision)
     SELECT id, $1, revision FROM unnest($2::int[], $3::int[]) AS sent (id, revision)
     ON CONFLICT (order_id) DO UPDATE
       SET sent_session_id = excluded.sent_session_id, sent_revision = excluded.sent_revision`,
    [session.id, orders.map((order) => order.id), orders.map((order) => order.revision)],
  );
}

/** Now in the shop's time, as CommerceML writes a moment: `2026-11-29T14:05:00`. */
const moscowNow = () =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Moscow',
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(new Date())
    .replace(' ', 'T');

/**
 * type=sale&mode=query: every order changed since 1C last confirmed it, as one CommerceML
 * document of `Документ`s, in UTF-8 or, when 1C asks (`encoding=windows-1251`), windows-1251.
 */
export async function ordersAnswer(
  db: Db,
  session: ExchangeSession,
  encoding: SaleEncoding,
): Promise<XmlAnswer> {
  const orders = await dueOrders(db);
  const ids = orders.map((order) => order.id);
  const linesByOrder = new Map<number, DueLine[]>();
  for (const line of ids.length > 0 ? await linesOf(db, ids) : [])
    linesByOrder.set(line.order_id, [...(linesByOrder.get(line.order_id) ?? []), line]);
  const documents = orders.map((order) => orderDocument(order, linesByOrder.get(order.id) ?? []));
  await markSent(db, session, orders);
  const root = documents.map((document) => xmlElement(document, 1)).join('\n');
  const xml =
    `<?xml version="1.0" encoding="${encoding}"?>\n` +
    `<КоммерческаяИнформация ВерсияСхемы="${SCHEMA_VERSION}" ДатаФормирования="${moscowNow()}">\n` +
    (root ? `${root}\n` : '') +
    '</КоммерческаяИнформация>\n';
  return {
    body: encoding === 'utf-8' ? Buffer.from(xml, 'utf8') : toWindows1251(xml),
    contentType: `application/xml; charset=${encoding}`,
  };
}

/**
 * type=sale&mode=success: 1C took the orders this exchange's last query answered. Each is
 * confirmed at the revision that query sent, so an order changed since goes again next time.
 */
export async function confirmSent(db: Db, session: ExchangeSession): Promise<void> {
  await db.query(
    `UPDATE exchange_1c_orders
        SET confirmed_revision = greatest(confirmed_revision, sent_revision),
            confirmed_at = now(), sent_session_id = NULL
      WHERE sent_session_id = $1`,
    [session.id],
  );
}
