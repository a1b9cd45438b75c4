import type { FastifyInstance } from 'fastify';
import { runRegularly } from '../upkeep';

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
