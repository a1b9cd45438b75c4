import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { countRows, shopForSuite, userIdOf, visitor } from '../../testing/shopVisitor';

/**
 * Issue 27 point 5 (152-FZ): every form that takes personal data refuses to keep it without its
 * consent box ticked, and keeps each consent with its time, form and document version.
 */
let db: Db;
let app: FastifyInstance;
shopForSuite((shop) => {
  ({ db, app } = shop);
});

interface ConsentRow {
  form: string;
  document_version: number;
  user_id: number | null;
  email: string | null;
  recent: boolean;
}

/** The consents stored for one contact or user, oldest first. */
const consentsOf = (where: string, value: unknown) =>
  db.query<ConsentRow>(
    `SELECT form, document_version, user_id, email,
            given_at > now() - interval '1 minute' AS recent
       FROM personal_data_consents WHERE ${where} = $1 ORDER BY id`,
    [value],
  );

describe('issue 27 point 5: consent to personal data processing', () => {
  it('the consent document is a page of its own, and its first version is what consents name', async () => {
    const page = await visitor(app).get('/soglasie-na-obrabotku-personalnyh-dannyh/', {
      'x-source': 'nuxt',
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().seo.h1).toBe('Согласие на обработку персональных данных');
    expect(page.json().content).toContain('152-ФЗ');
  });

  it('registration without the consent box keeps nothing; with it, the consent is stored', async () => {
    const email = 'consent-register@example.ru';
    const users = await countRows(db, 'users');
    const consents = await countRows(db, 'personal_data_consents');
    const form = { name: 'Анна', email, password: 'секретный-пароль' };
    for (const consent of [undefined, false]) {
      const refused = await visitor(app).post('/api/user/register', { ...form, consent });
      expect(refused.statusCode).toBe(400);
    }
    expect(await countRows(db, 'users')).toBe(users);
    expect(await countRows(db, 'personal_data_consents')).toBe(consents);

    const registered = await visitor(app).post('/api/user/register', { ...form, consent: true });
    expect(registered.statusCode).toBe(200);
    const userId = await userIdOf(db, email);
    expect(await consentsOf('user_id', userId)).toEqual([
      { form: 'registration', document_version: 1, user_id: userId, email, recent: true },
    ]);
  });
});
