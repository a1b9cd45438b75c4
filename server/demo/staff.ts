import type { Db } from '../lib/db/types';
import { generatePassword, saveStaffAccount, type StaffRole } from '../lib/staffAccounts';

export interface StaffLogin {
  login: string;
  password: string;
  role: StaffRole;
}

/**
 * The demo's staff logins. Their passwords are made up at seeding and shown once, by the start
 * that loaded the demo (server/main.ts): no password is kept in the repository (issue 9.13).
 */
export const DEMO_STAFF: readonly { login: string; role: StaffRole }[] = [
  { login: 'admin@hobby.test', role: 'admin' },
  { login: 'editor@hobby.test', role: 'editor' },
];

const NAMES: Record<StaffRole, string> = { admin: 'Администратор', editor: 'Редактор' };

/** `password`: the one every demo login gets (config `demoStaffPassword`); made up when absent. */
export async function seedStaff(db: Db, password?: string): Promise<StaffLogin[]> {
  const staff = DEMO_STAFF.map((account) => ({
    ...account,
    password: password ?? generatePassword(),
  }));
  for (const { login, password, role } of staff) {
    await saveStaffAccount(db, { email: login, password, role, name: NAMES[role] });
  }
  return staff;
}
