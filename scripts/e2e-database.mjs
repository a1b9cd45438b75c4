// Makes the empty PostgreSQL database the end-to-end server runs on (playwright.config.ts, when
// E2E_DATABASE_URL names a server): dropped and created anew, so every run seeds its own demo.
// Usage: node scripts/e2e-database.mjs <server url> <database name>
import pg from 'pg';

const [serverUrl, database] = process.argv.slice(2);
if (!serverUrl || !/^[a-z_][a-z0-9_]*$/.test(database ?? '')) {
  console.error('usage: node scripts/e2e-database.mjs <server url> <database name>');
  process.exit(2);
}
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
  // Thrown away after the run: commits need not wait for the disk (server/testing/createTestDb.ts).
  await admin.query(`ALTER DATABASE "${database}" SET synchronous_commit = off`);
} finally {
  await admin.end();
}
