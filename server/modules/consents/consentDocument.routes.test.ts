import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db';
import { signedUp, userIdOf, visitor, type Visitor } from '../../testing/shopVisitor';
import { staffSuite } from '../../testing/staff';
import { CONSENT_DOCUMENT_PATH } from '@shared';

/**
 * Issue 27 point 5: «a separate consent document page, text editable by staff as a content page».
 * Staff save a new text as the next version; the page shows it at once, consents given before
 * keep naming the version they agreed to, and a save from an outdated version, an empty one or
 * one by a non-staff caller writes nothing.
 */
let db: Db;
let app: FastifyInstance;
let admin: Visitor;
let editor: Visitor;

const suite = staffSuite();
beforeAll(async () => {
  ({ db, app, admin, editor } = suite);
});

const API = '/api/admin/consent-document';

interface ConsentDocument {
  version: number;
  title: string;
  content: string;
  savedAt: string;
  savedBy: string | null;
  versions: { version: number; savedAt: string; savedBy: string | null; consents: number }[];
}

async function documentFor(who: Visitor): Promise<ConsentDocument> {
  const answer = await who.get(API);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ConsentDocument>();
}

/** The document page as the SPA reads it (the JSON page protocol). */
async function page(): Promise<{ h1: string; content: string }> {
  const answer = await visitor(app).get(CONSENT_DOCUMENT_PATH, { 'x-source': 'nuxt' });
  expect(answer.statusCode).toBe(200);
  const json = answer.json<{ seo: { h1: string }; content: string }>();
  return { h1: json.seo.h1, content: json.content };
}

/** Every row the document's save may write, with the transaction that wrote it. */
async function written(): Promise<string> {
  const [row] = await db.query<{ rows: string }>(
    `SELECT concat_ws(E'\\n',
              (SELECT string_agg(v.xmin::text || ' ' || v.version, ',' ORDER BY v.version)
                 FROM consent_document_versions v),
              (SELECT p.xmin::text FROM pages p WHERE p.path = $1),
              (SELECT string_agg(c.xmin::text || ' ' || c.id, ',' ORDER BY c.id)
                 FROM staff_changes c WHERE c.tool = 'consent-document')) AS rows`,
    [CONSENT_DOCUMENT_PATH],
  );
  return row?.rows ?? '';
}

/** A consent's version, by the email it was given with at registration. */
async function versionOfConsent(email: string): Promise<number | undefined> {
  const [row] = await db.query<{ document_version: number }>(
    'SELECT document_version FROM personal_data_consents WHERE user_id = $1',
    [await userIdOf(db, email)],
  );
  return row?.document_version;
}

describe('issue 27 point 5: the consent document edited by staff', () => {
  it('a save makes the next version, the page shows it at once, earlier consents keep theirs', async () => {
    await signedUp(app, 'consent-doc-before@example.ru');
    const before = await documentFor(admin);
    expect(await versionOfConsent('consent-doc-before@example.ru')).toBe(before.version);
    // The page is cached now: the save must drop it.
    expect((await page()).h1).toBe(before.title);

    const text = {
      version: before.version,
      title: 'Согласие на обработку персональных данных (ред. 2)',
      content: '<p>Новый текст согласия по 152-ФЗ.</p>',
    };
    const answer = await admin.post(API, text);
    expect(answer.statusCode, answer.body).toBe(200);
    const saved = answer.json<ConsentDocument>();
    expect(saved).toMatchObject({
      version: before.version + 1,
      title: text.title,
      content: text.content,
      savedBy: expect.any(String),
    });
    expect(saved.versions.map((v) => v.version)).toEqual([
      before.version + 1,
      ...before.versions.map((v) => v.version),
    ]);
    expect(saved.versions[1]?.consents).toBe(before.versions[0]!.consents);

    expect(await page()).toEqual({ h1: text.title, content: text.content });
    const shell = await visitor(app).get(CONSENT_DOCUMENT_PATH);
    expect(shell.body).toContain(`<title>${text.title}</title>`);

    expect(await versionOfConsent('consent-doc-before@example.ru')).toBe(before.version);
    await signedUp(app, 'consent-doc-after@example.ru');
    expect(await versionOfConsent('consent-doc-after@example.ru')).toBe(before.version + 1);
    expect((await documentFor(admin)).versions[0]?.consents).toBe(1);

    const [change] = await db.query<{ before: { version: number }; after: { version: number } }>(
      "SELECT before, after FROM staff_changes WHERE tool = 'consent-document' ORDER BY id DESC",
    );
    expect(change?.before.version).toBe(before.version);
    expect(change?.after.version).toBe(before.version + 1);
  });

  it('an editor may save too; a shopper gets 403 and a guest 401, with nothing written', async () => {
    const current = await documentFor(editor);
    const text = {
      version: current.version,
      title: current.title,
      content: '<p>Правка редактора</p>',
    };

    const rows = await written();
    const shopper = await signedUp(app, 'consent-doc-shopper@example.ru');
    expect((await shopper.get(API)).statusCode).toBe(403);
    const refused = await shopper.post(API, text);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Недостаточно прав');
    expect((await visitor(app).get(API)).statusCode).toBe(401);
    expect((await visitor(app).post(API, text)).statusCode).toBe(401);
    expect(await written()).toBe(rows);

    const saved = await editor.post(API, text);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ConsentDocument>().version).toBe(current.version + 1);
    expect((await page()).content).toBe(text.content);
  });

  it('a save from an outdated version answers 409 and writes nothing', async () => {
    const current = await documentFor(admin);
    const rows = await written();
    const answer = await admin.post(API, {
      version: current.version - 1,
      title: current.title,
      content: '<p>Правка устаревшей версии</p>',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toMatch(/^Документ уже сохранили/);
    expect(await written()).toBe(rows);
    expect((await page()).content).toBe(current.content);
  });

  it('an empty title or a blank text answers 400 in Russian and writes nothing', async () => {
    const current = await documentFor(admin);
    const rows = await written();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Не заполнено поле «Заголовок»'],
      [{ content: ' \n ' }, 'Не заполнено поле «Текст документа»'],
      [{ content: undefined }, 'Не заполнено поле «Текст документа»'],
    ];
    for (const [change, message] of cases) {
      const answer = await admin.post(API, {
        version: current.version,
        title: current.title,
        content: current.content,
        ...change,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(message);
    }
    expect(await written()).toBe(rows);
  });

  it('a save of the text that is already current writes nothing and rebuilds nothing', async () => {
    const current = await documentFor(admin);
    await app.catalogIndex.settled();
    const rows = await written();
    const snapshot = app.catalogIndex.current();
    const answer = await admin.post(API, {
      version: current.version,
      title: current.title,
      content: current.content,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<ConsentDocument>()).toEqual(current);
    await app.catalogIndex.settled();
    expect(await written()).toBe(rows);
    expect(app.catalogIndex.current()).toBe(snapshot);
  });
});
