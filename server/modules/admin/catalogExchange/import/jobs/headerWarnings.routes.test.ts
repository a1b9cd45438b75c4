import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffSuite, type Visitor } from '../../testing';
import { checkedJob, csv } from './testUpload';

let app: FastifyInstance;
let admin: Visitor;

const suite = staffSuite();
beforeAll(() => {
  ({ app, admin } = suite);
});

describe('issue 14 point 6: the dry run says which columns of the file it will not read', () => {
  it('an unknown, an unnamed and a repeated column are listed on the job; the rest is checked', async () => {
    const [product] = await app.db.query<{ code: string }>(
      "SELECT code FROM products WHERE kind = 'regular' ORDER BY id LIMIT 1",
    );
    const job = await checkedJob(
      app,
      admin,
      csv([
        ['CODE', 'ЦЕНА', '', 'code'],
        [product?.code ?? '', '100', 'x', product?.code ?? ''],
      ]),
    );
    expect(job.status).toBe('checked');
    expect(job.rejected).toBe(0);
    expect(job.warnings).toEqual([
      'Колонка «ЦЕНА» не распознана и пропущена',
      'Колонка 3 без названия пропущена',
      'Колонка «code» повторяет колонку «CODE» и пропущена',
    ]);
  });
});
