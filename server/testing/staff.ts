import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Db } from '../lib/db';
import { saveStaffAccount, type StaffRole } from '../lib/staffAccounts';
import { DEMO_STAFF } from '../demo/staff';
import { shopForSuite, visitor, type Visitor } from './shopVisitor';

/** A password the suite gives the demo staff: the seeded ones are random and shown only once. */
const SUITE_STAFF_PASSWORD = 'staff-suite-password';

/**
 * Signs in as the demo's admin or editor through the real sign-in call, after giving that demo
 * account a password this suite knows (the account, its role and its rows stay the seeded ones).
 */
export async function signedInAsDemoStaff(
  app: FastifyInstance,
  db: Db,
  role: StaffRole,
): Promise<Visitor> {
  const account = DEMO_STAFF.find((staff) => staff.role === role);
  if (!account) throw new Error(`the demo has no ${role}`);
  // The account exists: saving it again changes only its password (and keeps its role).
  await saveStaffAccount(db, {
    email: account.login,
    password: SUITE_STAFF_PASSWORD,
    role,
    name: account.login,
  });
  const staff = visitor(app);
  const response = await staff.post('/api/user/auth', {
    login: account.login,
    password: SUITE_STAFF_PASSWORD,
  });
  if (response.statusCode !== 200)
    throw new Error(
      `sign-in as the demo ${role} answered ${response.statusCode}: ${response.body}`,
    );
  return staff;
}

export interface StaffSuite {
  db: Db;
  app: FastifyInstance;
  /** The demo admin and editor, signed in through the real sign-in call. */
  admin: Visitor;
  editor: Visitor;
}

/**
 * A suite's shop (shopForSuite) with the demo admin and editor signed in. The fields are filled
 * before the suite's own `beforeAll` hooks run, as long as this is called first.
 */
export function staffSuite(): StaffSuite {
  const suite = {} as StaffSuite;
  shopForSuite(({ db, app }) => {
    Object.assign(suite, { db, app });
  });
  beforeAll(async () => {
    suite.admin = await signedInAsDemoStaff(suite.app, suite.db, 'admin');
    suite.editor = await signedInAsDemoStaff(suite.app, suite.db, 'editor');
  });
  return suite;
}
