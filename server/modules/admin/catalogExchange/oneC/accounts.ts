import {
  badRequest,
  HttpError,
  loggedSave,
  type Db,
  type Queryable,
  type Schema,
  type SessionUser,
  setExchange1cRight,
} from '../shared';
import { CHANGE_LOG_TOOL } from './settings';

const ONLY_ADMIN_GRANTS = 'Право обмена с 1С даёт и забирает только администратор';
const noAccount = (email: string) =>
  `Учётной записи с почтой ${email} нет: сначала зарегистрируйте её на сайте`;
const ADMIN_ALWAYS = 'У администратора право обмена с 1С есть всегда';

/** The accounts 1C may sign in with: every admin, then those an admin granted the right. */
export function exchangeAccounts(db: Queryable): Promise<Schema<'Exchange1cAccount'>[]> {
  return db.query<Schema<'Exchange1cAccount'>>(
    `SELECT email, name, is_admin AS "isAdmin" FROM users
      WHERE is_admin OR can_exchange_1c ORDER BY is_admin DESC, email`,
  );
}

/**
 * issue 28 point 3: an admin grants or takes the exchange right by e-mail, with a change record
 * (an account that signs in with a password and writes the whole catalogue is the admin's call,
 * as the staff accounts are). Any account may get it: one kept for 1C alone opens no staff screen.
 */
export async function saveExchangeAccount(
  db: Db,
  user: SessionUser,
  { email, allowed }: { email: string; allowed: boolean },
): Promise<void> {
  if (!user.isAdmin) throw new HttpError(403, 'FORBIDDEN', ONLY_ADMIN_GRANTS);
  const login = email.trim().toLowerCase();
  const right = async (tx: Queryable) => {
    const [row] = await tx.query<{ is_admin: boolean; can_exchange_1c: boolean }>(
      'SELECT is_admin, can_exchange_1c FROM users WHERE email = $1',
      [login],
    );
    return row;
  };
  await loggedSave(
    db,
    {
      userId: user.id,
      tool: CHANGE_LOG_TOOL,
      subject: `account:${login}`,
      state: async (tx) => ({ email: login, canExchange1c: (await right(tx))?.can_exchange_1c }),
    },
    async (tx) => {
      const account = await right(tx);
      if (!account) throw badRequest(noAccount(login));
      if (account.is_admin) throw badRequest(ADMIN_ALWAYS);
      await setExchange1cRight(tx, login, allowed);
    },
  );
}
