import type { FastifyInstance } from 'fastify';
import type { Visitor } from '../../testing/shopVisitor';
import { multipartForm } from '../../testing/multipart';
import type { Db } from '../../lib/db/types';

// Test helpers for the staff tools' suites, which sit deeper than imports may reach (shared.ts).
export { signedUp, startShop, visitor, type Visitor } from '../../testing/shopVisitor';
export { signedInAsDemoStaff, staffSuite } from '../../testing/staff';
export type { Db } from '../../lib/db/types';
export { fireAtOnce, countStatuses } from '../../testing/parallel';
export { multipartForm } from '../../testing/multipart';
export { shopWithMailSuite, suiteShopper } from '../../testing/shopWithMail';
export { setStock, stockOf } from '../../testing/shopFixtures';
export { saveStaffAccount } from '../../lib/staffAccounts';

/** The id of a demo section or property by its code. */
export async function demoRowId(
  db: Db,
  table: 'sections' | 'properties',
  code: string,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE code = $1`, [code]);
  if (!row) throw new Error(`the demo has no ${table} ${code}`);
  return row.id;
}

/** A form post to `url` as the browser sends it, urlencoded or multipart, with `who`'s cookies. */
export function formPost(
  app: FastifyInstance,
  who: Visitor,
  url: string,
  fields: [string, string][],
  kind: 'urlencoded' | 'multipart',
) {
  const cookie = [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };
  if (kind === 'urlencoded')
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const multipart = multipartForm(fields);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...multipart.headers },
    payload: multipart.payload,
  });
}
