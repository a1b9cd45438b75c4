import type { Schema } from '../../lib/api/contract';
import type { Queryable } from '../../lib/db/types';
import { windowPage, type Page } from '../../lib/paging';

/** openapi.yaml `OrderCertificate`: a certificate an order bought, with what is left on it. */
export type OrderCertificate = Schema<'OrderCertificate'>;

/** openapi.yaml `AdminCertificate`. */
export type AdminCertificate = Schema<'AdminCertificate'>;

/** openapi.yaml `OrderDetail.certificatePayment`. */
export interface CertificatePayment {
  code: string;
  amount: number;
  returned: boolean;
}

/** The state a shopper and staff read: blocked wins over spent (a blocked one cannot pay anyway). */
const STATE_SQL = `CASE WHEN c.blocked_at IS NOT NULL THEN 'blocked'
                        WHEN c.balance = 0 THEN 'spent' ELSE 'active' END`;

/** The certificates an order bought (none until it is paid), in the order they were issued. */
export function orderCertificates(db: Queryable, orderId: number): Promise<OrderCertificate[]> {
  return db.query<OrderCertificate>(
    `SELECT c.code, c.nominal, c.balance, ${STATE_SQL} AS state
       FROM certificates c WHERE c.order_id = $1 ORDER BY c.id`,
    [orderId],
  );
}

/** What the order paid with a certificate; null when it paid with none. */
export async function orderCertificatePayment(
  db: Queryable,
  orderId: number,
): Promise<CertificatePayment | null> {
  const [row] = await db.query<CertificatePayment>(
    `SELECT c.code, u.amount, u.returned_at IS NOT NULL AS returned
       FROM certificate_uses u JOIN certificates c ON c.id = u.certificate_id
      WHERE u.order_id = $1`,
    [orderId],
  );
  return row ?? null;
}

/** Certificates on a staff page. */
const ADMIN_PAGE_SIZE = 20;

interface AdminCertificateRow extends Omit<AdminCertificate, 'createdAt' | 'uses'> {
  created_at: Date;
  uses: { orderId: number; amount: number; returned: boolean; createdAt: string }[];
  matching: number;
}

const ADMIN_COLUMNS = `c.id, c.code, c.nominal, c.balance, ${STATE_SQL} AS state,
       c.order_id AS "orderId", c.created_at,
       coalesce((SELECT json_agg(json_build_object(
                  'orderId', u.order_id, 'amount', u.amount,
                  'returned', u.returned_at IS NOT NULL, 'createdAt', u.created_at)
                  ORDER BY u.id DESC)
                  FROM certificate_uses u WHERE u.certificate_id = c.id), '[]') AS uses`;

function toAdminCertificate({ created_at, matching: _, ...row }: AdminCertificateRow) {
  return {
    ...row,
    // json_agg keeps numeric as a JSON number and the time as PostgreSQL writes it
    uses: row.uses.map((use) => ({ ...use, createdAt: new Date(use.createdAt).toISOString() })),
    createdAt: created_at.toISOString(),
  };
}

/** A page of the certificates for staff, newest first, optionally those whose code has `code`. */
export function adminCertificatePage(
  db: Queryable,
  page: number,
  code: string | undefined,
): Promise<Page<AdminCertificate>> {
  const pattern = code ? `%${code.toUpperCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = `($1::text IS NULL OR c.code LIKE $1)`;
  return windowPage(page, ADMIN_PAGE_SIZE, {
    rows: ({ limit, offset }) =>
      db.query<AdminCertificateRow>(
        `SELECT ${ADMIN_COLUMNS}, count(*) OVER () AS matching
           FROM certificates c WHERE ${where}
          ORDER BY c.id DESC LIMIT $2 OFFSET $3`,
        [pattern, limit, offset],
      ),
    count: async () => {
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*) AS count FROM certificates c WHERE ${where}`,
        [pattern],
      );
      return row?.count ?? 0;
    },
    item: toAdminCertificate,
  });
}

/** One certificate as staff see it; null when there is none. */
export async function adminCertificate(
  db: Queryable,
  id: number,
): Promise<AdminCertificate | null> {
  const [row] = await db.query<AdminCertificateRow>(
    `SELECT ${ADMIN_COLUMNS}, 1 AS matching FROM certificates c WHERE c.id = $1`,
    [id],
  );
  return row ? toAdminCertificate(row) : null;
}
