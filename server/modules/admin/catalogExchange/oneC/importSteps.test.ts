import { mkdir, writeFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffSuite, type Db } from '../testing';
import type { ExchangeSession } from './exchangeSession';
import { exchangeDir, exchangeFile } from './files';
import { importStep, type ImportDeps } from './importJob';

/** More goods than a batch on either engine (100 embedded, 1000 on PostgreSQL). */
const GOODS = 2500;

let db: Db;
let app: FastifyInstance;
const suite = staffSuite();

beforeAll(() => {
  ({ db, app } = suite);
});

/** An import.xml of `count` new goods `<prefix>-1`… in one group of its classifier. */
function goodsFile(prefix: string, count: number): string {
  const goods = Array.from(
    { length: count },
    (_, i) =>
      `<Товар><Ид>${prefix}-${i + 1}</Ид><Наименование>Товар ${prefix} ${i + 1}</Наименование>` +
      `<Группы><Ид>${prefix}-group</Ид></Группы></Товар>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08">
  <Классификатор><Группы><Группа><Ид>${prefix}-group</Ид><Наименование>Группа ${prefix}</Наименование></Группа></Группы></Классификатор>
  <Каталог><Товары>
${goods}
  </Товары></Каталог>
</КоммерческаяИнформация>`;
}

/** An exchange with `import.xml` uploaded, and the import's calls, each writing one batch. */
async function exchangeWith(prefix: string) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO exchange_1c_sessions (token_hash, user_id, type) VALUES ($1, NULL, 'catalog')
     RETURNING id`,
    [`steps-${prefix}`],
  );
  const session: ExchangeSession = { id: row!.id, type: 'catalog' };
  const dataDir = app.config.dataDir;
  await mkdir(exchangeDir(dataDir, session), { recursive: true });
  await writeFile(exchangeFile(dataDir, session, 'import.xml'), goodsFile(prefix, GOODS));
  const deps: ImportDeps = { db, dataDir, announceCatalogChange: async () => {}, stepMs: 0 };
  return { session, step: () => importStep(deps, session, 'import.xml') };
}

const written = async (prefix: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE xml_id LIKE $1 || '-%'`,
      [prefix],
    )
  )[0]!.n;

const importOf = async (session: ExchangeSession) =>
  (
    await db.query<{ id: number; checkpoint: number; created: number; status: string }>(
      'SELECT id, checkpoint, created, status FROM exchange_1c_imports WHERE session_id = $1',
      [session.id],
    )
  )[0]!;

describe('issue 28 point 5: an import written over many calls', () => {
  it('writes every good once, each call going on where the last one stopped', async () => {
    const { session, step } = await exchangeWith('steps');
    const answers: string[] = [];
    for (let call = 0; call < 100 && answers.at(-1) !== 'success'; call++)
      answers.push(await step());
    expect(answers[0]).toBe(
      `progress\nФайл «import.xml» проверен: товаров ${GOODS}. Начинается запись`,
    );
    expect(answers.at(-1)).toBe('success');
    // One batch a call: the progress lines count up in batches to the end.
    const writtenSoFar = answers
      .slice(1, -1)
      .map((answer) => Number(/записано товаров (\d+) из/.exec(answer)?.[1]));
    expect(writtenSoFar.length).toBeGreaterThan(1);
    expect(writtenSoFar).toEqual([...writtenSoFar].sort((a, b) => a - b));
    expect(await written('steps')).toBe(GOODS);
    expect(await importOf(session)).toMatchObject({
      checkpoint: GOODS,
      created: GOODS,
      status: 'done',
    });
  });

  it('reads the file anew when the checkpoint moved since the last call (another process wrote)', async () => {
    const { session, step } = await exchangeWith('moved');
    expect(await step()).toMatch(/проверен/);
    expect(await step()).toMatch(/^progress\nФайл «import\.xml»: записано товаров \d+ из/);
    const { id, checkpoint: batch } = await importOf(session);
    // Another process took the next batch over and committed it (here: only its checkpoint).
    await db.query('UPDATE exchange_1c_imports SET checkpoint = $2 WHERE id = $1', [id, batch * 2]);
    for (let call = 0; call < 100; call++) if ((await step()) === 'success') break;
    expect(await importOf(session)).toMatchObject({ checkpoint: GOODS, status: 'done' });
    // The goods of the batch "the other process" wrote are not written again, the rest are.
    expect(await written('moved')).toBe(GOODS - batch);
    const [skipped] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products
        WHERE xml_id = ANY($1::text[])`,
      [Array.from({ length: batch }, (_, i) => `moved-${batch + i + 1}`)],
    );
    expect(skipped!.n).toBe(0);
  });
});
