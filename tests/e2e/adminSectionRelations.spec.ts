import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callShopApi } from './shopApi';
import { signInAsStaff } from './staff';

/*
 * Issue 13 acceptance, section relations (R-REL-1, R-REL-2) on /admin/section-relations/. The two
 * sections are children of a top section that no other e2e test opens; the relations are put back
 * as they were at the end.
 */
const SCREEN = '/admin/section-relations/';
const API = '/api/admin/sections/relations';
/** Top sections other tests rely on, and the one the demo already relates to others. */
const TAKEN = [
  'almaznaya-vyshivka',
  'kartiny-po-nomeram',
  'pazly',
  'podarochnye-sertifikaty',
  'novyy-god',
];

interface Relation {
  id: number;
  items: number[];
}
interface RelationsData {
  sections: { id: number; name: string; parentId: number | null }[];
  relations: Relation[];
}
interface SectionPage {
  data: {
    subsections: { code: string; name: string; count: number }[];
    pagination: { total: number };
    filter: { code: string; values: { value: string; count: number }[] }[];
  };
}

/** The section page's JSON as the shop sends it (page protocol, X-Source: nuxt). */
const sectionPage = (page: Page, code: string) =>
  page.evaluate(
    async (url) => {
      const response = await fetch(url, { headers: { 'X-Source': 'nuxt' } });
      return (await response.json()) as SectionPage;
    },
    code ? `/shop/${code}/` : '/shop/',
  );

function facetCounts(shown: SectionPage): Map<string, number> {
  return new Map(
    shown.data.filter.flatMap((f) =>
      f.values.map((v) => [`${f.code}:${v.value}`, v.count] as const),
    ),
  );
}

test.describe('issue 13: section relations', () => {
  test('R-REL-1: saveAndApply puts the related section’s products in the section’s listing and facet counts', async ({
    page,
  }) => {
    await signInAsStaff(page, 'admin');
    const data = await callShopApi<RelationsData>(page, `${API}?action=getData`);
    const relatedIds = new Set(data.relations.flatMap((r) => [r.id, ...r.items]));

    // Two children with products of a top section no other test uses, neither related yet.
    const root = await sectionPage(page, '');
    const top = root.data.subsections.find((s) => !TAKEN.includes(s.code) && s.count > 0)!;
    const topId = data.sections.find((s) => s.parentId === null && s.name === top.name)!.id;
    const children = (await sectionPage(page, top.code)).data.subsections
      .filter((s) => s.count > 0)
      .map((s) => ({
        ...s,
        id: data.sections.find((d) => d.parentId === topId && d.name === s.name)!.id,
      }))
      .filter((s) => !relatedIds.has(s.id));
    const [first, second] = children;
    expect(second, 'two children to relate').toBeDefined();

    const own = await sectionPage(page, first!.code);
    const other = await sectionPage(page, second!.code);

    await page.goto(SCREEN);
    await expect(page.getByRole('heading', { level: 1, name: 'Связи разделов' })).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Раздел', exact: true })
      .selectOption(String(first!.id));
    const choice = page.getByRole('combobox', { name: 'Привязать раздел' });
    // R-REL-2: the section itself is not offered
    await expect(choice.locator(`option[value="${first!.id}"]`)).toHaveCount(0);
    await choice.selectOption(String(second!.id));
    await page.getByRole('button', { name: 'Добавить' }).click();
    await expect(choice.locator(`option[value="${second!.id}"]`)).toHaveCount(0);
    // issue 13 point 4: the screen posts a browser form, not JSON
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(API));
    await page.getByRole('button', { name: 'Сохранить и применить' }).click();
    expect((await posted).headers()['content-type']).toContain('application/x-www-form-urlencoded');
    await expect(page.getByText('Сохранено и применено')).toBeVisible();

    const related = await sectionPage(page, first!.code);
    // sibling leaves share no product, so the totals add up
    expect(related.data.pagination.total).toBe(
      own.data.pagination.total + other.data.pagination.total,
    );
    const counts = facetCounts(related);
    const ownCounts = facetCounts(own);
    for (const [value, count] of facetCounts(other))
      expect(counts.get(value), value).toBe((ownCounts.get(value) ?? 0) + count);

    // The shopper's page shows it too.
    await page.goto(`/shop/${first!.code}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await callShopApi(page, API, { action: 'saveAndApply', relations: data.relations });
    const undone = await sectionPage(page, first!.code);
    expect(undone.data.pagination.total).toBe(own.data.pagination.total);
  });
});
