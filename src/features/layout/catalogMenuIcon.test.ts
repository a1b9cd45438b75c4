import { describe, expect, it } from 'vitest';
import { catalogMenuIcon } from './catalogMenuIcon';

describe('catalogMenuIcon', () => {
  it('R-LAYOUT-11: gives the five special catalogue links their icon by link', () => {
    const icon = (link: string) => catalogMenuIcon({ link, cssClass: null });
    expect(icon('/almaznaya-vyshivka-na-zakaz-po-fotografii/')).toBe('camera');
    expect(icon('/shop/novyy-god/')).toBe('tree');
    expect(icon('/korporativnye-podarki-raskraski-po-nomeram/')).toBe('briefcase');
    expect(icon('/shop/podarochnye-sertifikaty/')).toBe('gift');
    expect(icon('/discounts/')).toBe('percent');
  });

  it('R-LAYOUT-11: leaves ordinary section links without an icon', () => {
    expect(catalogMenuIcon({ link: '/shop/almaznaya-vyshivka/', cssClass: null })).toBeNull();
    expect(
      catalogMenuIcon({ link: '/shop/kartiny-po-nomeram/discounts/', cssClass: null }),
    ).toBeNull();
  });

  it("R-LAYOUT-11: prefers the server's css class over the link", () => {
    expect(catalogMenuIcon({ link: '/promotions/', cssClass: 'menu-icon-discount' })).toBe(
      'percent',
    );
  });
});
