/**
 * `npm run create-admin -- <email>`: creates the first admin of a shop started with
 * DEMO_SIZE=none (or gives an existing account admin rights and a new password). The password is
 * read from the first line of stdin when one is piped in; otherwise one is generated and printed
 * this once. Uses the shop's own settings (DATABASE_URL, DATA_DIR) and migrates an empty database
 * first. With the embedded database, stop the shop before running it: one process per data folder.
 */
import { text } from 'node:stream/consumers';
import { loadConfig } from '../server/config';
import { migrate, openDb } from '../server/lib/db';
import {
  generatePassword,
  MIN_STAFF_PASSWORD_LENGTH,
  saveStaffAccount,
} from '../server/lib/staffAccounts';

const email = process.argv[2]?.trim().toLowerCase() ?? '';
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error(
    'Usage: npm run create-admin -- <email>   (password on stdin, or one is generated)',
  );
  process.exit(2);
}

const given = process.stdin.isTTY ? '' : ((await text(process.stdin)).split(/\r?\n/, 1)[0] ?? '');
if (given !== '' && given.length < MIN_STAFF_PASSWORD_LENGTH) {
  console.error(`The password must have at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`);
  process.exit(2);
}
const password = given || generatePassword();

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const { created } = await saveStaffAccount(db, {
    email,
    password,
    role: 'admin',
    name: 'Администратор',
  });
  console.log(
    created
      ? `Admin account created: ${email}`
      : `Admin rights and a new password given to ${email}`,
  );
  if (!given) console.log(`Password (shown this once, stored only as a hash): ${password}`);
} finally {
  await db.close();
}
