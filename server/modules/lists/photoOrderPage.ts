import type { Queryable } from '../../lib/db/types';
import { priceTypeOfLocationSql } from '../location';
import type { PageContext, PageVariables, ResolvedPage } from '../page';

export const PHOTO_ORDER_PATH = '/almaznaya-vyshivka-na-zakaz-po-fotografii/';

declare module '../page/types' {
  interface PageDataByType {
    /** openapi.yaml `PlainPage`: texts from the CMS row, figures in the variables. */
    photo: null;
  }
}

/**
 * Count and price range of the made-to-order photo products (kind photo_custom) in the city's
 * price list: what the photo page offers, so its 'от #GOODS_MIN_PRICE# ₽' is a price one can order
 * at (the whole catalogue's lowest price belongs to a pack of beads).
 */
async function photoProductFigures(db: Queryable, locationId: number): Promise<PageVariables> {
  const [row] = await db.query<{ count: number; min: number | null; max: number | null }>(
    `SELECT count(*) AS count, min(pr.price) AS min, max(pr.price) AS max
       FROM products p
       LEFT JOIN prices pr ON pr.product_id = p.id AND pr.price_type_id = ${priceTypeOfLocationSql('$1')}
      WHERE p.kind = 'photo_custom' AND p.active`,
    [locationId],
  );
  return {
    GOODS_COUNT: row?.count ?? 0,
    GOODS_MIN_PRICE: row?.min ?? 0,
    GOODS_MAX_PRICE: row?.max ?? 0,
  };
}

/** The photo page (spec §2): texts from its CMS row, figures of the photo products. One page. */
export async function photoOrderPage({
  db,
  page,
  locationId,
}: PageContext): Promise<ResolvedPage<null> | null> {
  if (page > 1) return null;
  return {
    title: 'Алмазная мозаика по фото',
    variables: await photoProductFigures(db, locationId),
  };
}
