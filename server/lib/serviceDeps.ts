import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from './db/types';
import type { Mailer } from './mail';

/** Where a service writes what staff or operators must see; the app's logger in the server. */
type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/**
 * What the services (rules, no HTTP) are given instead of the Fastify instance: built once in
 * server/app.ts (`app.deps`), and each module's service asks only for the parts it uses.
 */
export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: Log;
}
