import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppConfig } from '../config';
import type { Db } from '../lib/db';
import { insertShopFixtures, type ShopFixtures } from './shopFixtures';
import { signedUp, startShop, userIdOf, type Visitor } from './shopVisitor';
import { startTestSmtp, type TestSmtp } from './smtp';

export interface ShopWithMail {
  db: Db;
  app: FastifyInstance;
  /** The real SMTP listener the shop mails to. */
  smtp: TestSmtp;
  f: ShopFixtures;
}

/**
 * A suite's shop (startShop) with the shop fixtures, mailing to a real SMTP listener: the suites
 * of checkout, payment, orders and the cabinet. The fields are filled before the suite's own
 * `beforeAll` hooks run, as long as this is called first; `config` is read then too, so it may use
 * what an earlier `beforeAll` started. Every request of a suite comes from one address, so the
 * per-address limits are reset before each test (the limits have tests of their own).
 */
export function shopWithMailSuite(config: () => Partial<AppConfig> = () => ({})): ShopWithMail {
  const suite = {} as ShopWithMail;
  beforeAll(async () => {
    suite.smtp = await startTestSmtp();
    Object.assign(suite, await startShop({ ...config(), smtpUrl: suite.smtp.url }));
    suite.f = await insertShopFixtures(suite.db);
  }, 120_000);
  afterAll(async () => {
    await suite.app?.close();
    await suite.db?.close();
    await suite.smtp?.close();
  });
  beforeEach(async () => {
    await suite.db.query('DELETE FROM rate_limits');
  });
  return suite;
}

/** A visitor signed up and in, with the user's id. */
export type SuiteShopper = Visitor & { id: number };

/**
 * A shopper of the suite `shop`, signed up (and in) through the real call before the tests; like
 * the suite's fields, filled before the `beforeAll` hooks registered after this call.
 */
export function suiteShopper(shop: { app: FastifyInstance; db: Db }, email: string): SuiteShopper {
  const shopper = {} as SuiteShopper;
  beforeAll(async () => {
    Object.assign(shopper, await signedUp(shop.app, email), {
      id: await userIdOf(shop.db, email),
    });
  });
  return shopper;
}
