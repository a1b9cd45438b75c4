import type { FastifyInstance } from 'fastify';
import { runRegularly } from '../upkeep';
import type { Db } from './types';

/**
 * The tables the shop deletes or rewrites rows of all day: sessions and their baskets and
 * favorites, rate-limit windows, sign-in backoffs, sent mail, photo kits, and orders as their
 * status and payment change.
 */
const CHURNING_TABLES = [
  'sessions',
  'rate_limits',
  'backoff_attempts',
  'baskets',
  'basket_items',
  'session_favorites',
  'mail_outbox',
  'photo_kits',
  'orders',
  'order_items',
  'order_history',
  'payments',
];

const VACUUM_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The embedded engine runs PostgreSQL as one standalone backend, without the autovacuum a
 * PostgreSQL server has: its deleted rows would keep their space and its statistics would stay as
 * the demo seed left them (prepared statements are planned by them). So the process vacuums and
 * analyses the churning tables at start and every hour; a few hundred milliseconds on the one
 * connection, measured on the full demo.
 */
export function vacuumEmbeddedRegularly(app: FastifyInstance): void {
  if (app.db.engine !== 'pglite') return;
  runRegularly(app, 'embedded database: vacuuming', VACUUM_INTERVAL_MS, () =>
    app.db.exec(`VACUUM (ANALYZE) ${CHURNING_TABLES.join(', ')}`),
  );
}

/** The tables a catalogue import (CSV or 1C) rewrites: every product row, price and link it changes. */
const IMPORTED_TABLES = ['products', 'prices', 'product_sections'];

/**
 * On the embedded engine, after an import has written: without autovacuum each exchange would
 * leave its changed rows' old versions, and their index entries, for good (the bench's data
 * folder held `products` at 540 MB of heap after a few 100 000-row exchanges, 185 MB rewritten),
 * and the planner would go on with the statistics of before. About a second on the full demo
 * (docs/benchmarks.md, issue 28), once an import ends rather than every hour.
 */
export async function vacuumAfterImport(db: Db): Promise<void> {
  if (db.engine !== 'pglite') return;
  // A statement a table: a shopper's query waits for the one running, not for all three (1.4 s
  // together on the full demo after a 100 000-row import).
  for (const table of IMPORTED_TABLES) await db.exec(`VACUUM (ANALYZE) ${table}`);
}
