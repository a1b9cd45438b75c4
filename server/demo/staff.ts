import { hashPassword } from '../lib/password';
import type { Db } from '../lib/db/types';

export interface StaffLogin {
  login: string;
  password: string;
  role: 'admin' | 'editor';
}

/** Fixed demo logins, printed at seeding and documented in the README: demo data only. */
export const DEMO_STAFF: StaffLogin[] = [
  { login: 'admin@hobby.test', password: 'hobby-admin-2026', role: 'admin' },
  { login: 'editor@hobby.test', password: 'hobby-editor-2026', role: 'editor' },
];

export async function seedStaff(db: Db): Promise<StaffLogin[]> {
  const rows = await Promise.all(
    DEMO_STAFF.map(async (staff) => [
      staff.role === 'admin' ? 'Администратор' : 'Редактор',
      staff.login,
      await hashPassword(staff.password),
      staff.role === 'admin',
      staff.role === 'editor',
    ]),
  );
  await db.copyRows('users', ['name', 'email', 'password_hash', 'is_admin', 'is_editor'], rows);
  return DEMO_STAFF;
}
