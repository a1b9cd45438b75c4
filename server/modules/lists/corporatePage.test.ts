import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { shopForSuite } from '../../testing/shopVisitor';

let app: FastifyInstance;

shopForSuite((shop) => {
  ({ app } = shop);
});

const page = (url: string) => app.inject({ url, headers: { 'x-source': 'nuxt' } });

describe('issue 9 point 19: the corporate gifts page', () => {
  it('is of type corporate, so the shop draws the request form under the editors’ texts', async () => {
    const response = await page('/korporativnye-podarki-raskraski-po-nomeram/');
    expect(response.statusCode).toBe(200);
    const json = response.json() as {
      type: string;
      content: string;
      seo: { h1: string };
      breadcrumbs: { title: string; link: string }[];
    };
    expect(json.type).toBe('corporate');
    expect(json.seo.h1).toBe('Корпоративные подарки');
    expect(json.content).toContain('Оставьте заявку');
    expect(json.breadcrumbs).toEqual([
      { title: 'Главная', link: '/' },
      {
        title: 'Корпоративные подарки',
        link: '/korporativnye-podarki-raskraski-po-nomeram/',
      },
    ]);
  });

  it('has one page only', async () => {
    expect((await page('/korporativnye-podarki-raskraski-po-nomeram/page/2/')).statusCode).toBe(
      404,
    );
  });
});
