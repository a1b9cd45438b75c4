import type { FastifyInstance } from 'fastify';
import { requestsAnswered } from '../http/requestsAnswered';
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

/** The tables a catalogue import (CSV or 1C) rewrites: every product row, price and link it changes. */
const IMPORTED_TABLES = ['products', 'prices', 'product_sections'];

/**
 * The embedded engine runs PostgreSQL as one standalone backend, without the autovacuum a
 * PostgreSQL server has: its deleted rows would keep their space and its statistics would stay as
 * the demo seed left them (prepared statements are planned by them). So the process vacuums and
 * analyses the churning tables at start and every hour; a few hundred milliseconds on the one
 * connection, measured on the full demo. The catalogue's tables are vacuumed then too, with their
 * index entries (an import leaves those to this): quick where nothing changed since, about 0.5 s
 * for `products` after a 100 000-row import. Their statistics are the imports'
 * (vacuumAfterImport). A statement a table, each started once the requests under way are
 * answered, so a page waits for one table's at most.
 */
export function vacuumEmbeddedRegularly(app: FastifyInstance): void {
  if (app.db.engine !== 'pglite') return;
  const answered = requestsAnswered(app.server);
  runRegularly(app, 'embedded database: vacuuming', VACUUM_INTERVAL_MS, async () => {
    for (const table of CHURNING_TABLES) {
      await answered();
      await app.db.exec(`VACUUM (ANALYZE) ${table}`);
    }
    for (const table of IMPORTED_TABLES) {
      await answered();
      await app.db.exec(`VACUUM ${table}`);
    }
  });
}

/**
 * The statistics target of the import's ANALYZE: a sample of 300 × 30 = 9 000 rows instead of the
 * default 30 000, which on the full demo read nearly every page of the 236 MB `products` heap and
 * held the embedded engine's one connection for 0.9-1.2 s (0.26-0.37 s at 30). Enough for the
 * plans the shop's statements get: they look products up by key or by the search index.
 */
const IMPORT_STATISTICS_TARGET = 30;

/**
 * On the embedded engine, after an import has written: without autovacuum each exchange would
 * leave its changed rows' old versions for good (the bench's data folder held `products` at 540
 * MB of heap after a few 100 000-row exchanges, 185 MB rewritten), and the planner would go on
 * with the statistics of before. The old versions' space is taken back here; their index entries
 * wait for the hourly vacuum (vacuumEmbeddedRegularly), which halves the statement a shopper's
 * query may wait for (`products` after a 100 000-row import: 0.8-0.9 s with them, 0.34 s without).
 * Each table is vacuumed and then analysed by statements of their own, each started once `giveWay`
 * says the shoppers' requests under way are answered, so a page waits for one of them at most
 * (docs/benchmarks.md, issue 24 point 2).
 */
export async function vacuumAfterImport(
  db: Db,
  giveWay: () => Promise<void> = async () => {},
): Promise<void> {
  if (db.engine !== 'pglite') return;
  for (const table of IMPORTED_TABLES) {
    await giveWay();
    await db.exec(`VACUUM (INDEX_CLEANUP OFF) ${table}`);
    await giveWay();
    await db.transaction((tx) =>
      tx.exec(
        `SET LOCAL default_statistics_target = ${IMPORT_STATISTICS_TARGET}; ANALYZE ${table}`,
      ),
    );
  }
}
