import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type Db } from '../../server/lib/db';
import { csrfHeaders } from '../../server/lib/http/csrf';
import { createEmptyTestDb } from '../../server/testing';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;

/** `npm run create-admin -- <email>` with `stdin` piped in; resolves with its exit code and output. */
function createAdmin(env: Record<string, string>, email: string, stdin: string) {
  const child = spawn('npm', ['run', '--silent', 'create-admin', '--', email], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/**
 * Issue 9 point 13: with DEMO_SIZE=none the first admin is made by a documented command, with the
 * password from stdin or generated and printed once; the account then signs in and is an admin.
 */
// Each test starts npm and tsx, which on a busy machine takes longer than the project's minute.
describe('issue 9 point 13: npm run create-admin', { timeout: 180_000 }, () => {
  let env: Record<string, string>;
  let emptyDb: Db | null = null;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-create-admin-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    if (serverUrl) {
      emptyDb = await createEmptyTestDb();
      const [row] = await emptyDb.query<{ name: string }>('SELECT current_database() AS name');
      const url = new URL(serverUrl);
      url.pathname = `/${row?.name}`;
      env.DATABASE_URL = url.toString();
    }
  });
  afterAll(async () => {
    await emptyDb?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Signs in on the shop over that database; the database is closed again before returning. */
  async function signIn(login: string, password: string) {
    const db = await openDb({ databaseUrl: env.DATABASE_URL || undefined, dataDir });
    const app = await buildApp({ db, config: { ...loadConfig({}), spaDir: null } });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/auth',
        headers: csrfHeaders,
        payload: { login, password },
      });
      const [user] = await db.query<{ is_admin: boolean }>(
        'SELECT is_admin FROM users WHERE email = $1',
        [login.toLowerCase()],
      );
      return { status: response.statusCode, isAdmin: user?.is_admin };
    } finally {
      await app.close();
      await db.close();
    }
  }

  it('creates the admin with the password piped in, and prints no password', async () => {
    const run = await createAdmin(env, 'Owner@Example.ru', 'пароль-владельца-1\n');
    expect(run.code).toBe(0);
    expect(run.output).toContain('Admin account created: owner@example.ru');
    expect(run.output).not.toContain('пароль-владельца-1');
    expect(await signIn('owner@example.ru', 'пароль-владельца-1')).toEqual({
      status: 200,
      isAdmin: true,
    });
  });

  it('generates a password when none is piped in and prints it once', async () => {
    const run = await createAdmin(env, 'second@example.ru', '');
    expect(run.code).toBe(0);
    const password = /Password \(shown this once[^)]*\): (\S+)/.exec(run.output)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await signIn('second@example.ru', password)).toEqual({ status: 200, isAdmin: true });
  });

  it('refuses a short password and a missing email', async () => {
    expect((await createAdmin(env, 'third@example.ru', 'short\n')).code).toBe(2);
    expect((await createAdmin(env, '', '')).code).toBe(2);
  });
});
