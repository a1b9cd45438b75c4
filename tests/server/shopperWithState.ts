import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../../server/lib/db';
import { insertShopFixtures, type ShopFixtures } from '../../server/testing/shopFixtures';
import { signedUp, shopForSuite, type Visitor } from '../../server/testing/shopVisitor';

export interface ShopWithShopper {
  db: Db;
  app: FastifyInstance;
  f: ShopFixtures;
  /** Signed up, with a basket line of `f.paint` and of `f.beads` and `f.beads` as a favorite. */
  shopper: Visitor;
}

/**
 * A suite's shop (shopForSuite) with the `shop-test-*` fixtures and a shopper who has something
 * to lose: the state that a refused request must leave as it was (issue 9 points 5 and 6). The
 * fields are filled before the suite's tests run.
 */
export function shopWithShopper(email: string): ShopWithShopper {
  const shop = {} as ShopWithShopper;
  shopForSuite(async ({ db, app }) => {
    Object.assign(shop, { db, app, f: await insertShopFixtures(db) });
  });
  beforeAll(async () => {
    await shop.db.query('DELETE FROM rate_limits');
    shop.shopper = await signedUp(shop.app, email);
    for (const productId of [shop.f.paint, shop.f.beads]) {
      const added = await shop.shopper.post('/api/catalog/basket/add', { productId, quantity: 1 });
      expect(added.statusCode).toBe(200);
    }
    expect((await shop.shopper.post('/api/favorites/add', { id: shop.f.beads })).statusCode).toBe(
      200,
    );
  });
  return shop;
}

/**
 * The rows a request can write, as one digest per table (the columns a request sets, not the
 * timestamps of use). Not here: `rate_limits` and the sign-in delays, which count refused
 * attempts on purpose (issue 9 point 9).
 */
const WRITTEN = `
  SELECT
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, name, email, phone, password_hash, is_admin, is_editor), '|' ORDER BY id), '')) FROM users) AS users,
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, user_id, location_id), '|' ORDER BY id), '')) FROM sessions) AS sessions,
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, session_id, user_id, coupons), '|' ORDER BY id), '')) FROM baskets) AS baskets,
    (SELECT md5(coalesce(string_agg(concat_ws(',', basket_id, product_id, quantity), '|' ORDER BY basket_id, product_id), '')) FROM basket_items) AS basket_items,
    (SELECT md5(coalesce(string_agg(concat_ws(',', user_id, product_id), '|' ORDER BY user_id, product_id), '')) FROM favorites) AS favorites,
    (SELECT md5(coalesce(string_agg(concat_ws(',', session_id, product_id), '|' ORDER BY session_id, product_id), '')) FROM session_favorites) AS session_favorites,
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, product_id, user_id, rating, text), '|' ORDER BY id), '')) FROM reviews) AS reviews,
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, name, phone, email, text), '|' ORDER BY id), '')) FROM corporate_requests) AS corporate_requests,
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, uf_name, uf_section_id, uf_property_id, uf_use_default, uf_sort, uf_values), '|' ORDER BY id), '')) FROM filter_config) AS filter_config,
    (SELECT md5(coalesce(string_agg(concat_ws(',', section_id, bind_section_id), '|' ORDER BY section_id), '')) FROM filter_binds) AS filter_binds,
    (SELECT md5(coalesce(string_agg(concat_ws(',', section_id, property_id), '|' ORDER BY section_id, property_id), '')) FROM filter_disabled_properties) AS filter_disabled_properties,
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, name, uf_base_url, uf_active, uf_use_default, uf_re_link, uf_to_lower_case, uf_meta, uf_property_id, uf_sort, uf_replaces), '|' ORDER BY id), '')) FROM seo_filter) AS seo_filter,
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, search_query, target_url), '|' ORDER BY id), '')) FROM direct_transitions) AS direct_transitions,
    (SELECT md5(coalesce(string_agg(concat_ws(',', section_id, items, applied_items), '|' ORDER BY section_id), '')) FROM section_relations) AS section_relations,
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, code, sort, name, description, examples, in_filter, filter_data), '|' ORDER BY id), '')) FROM csv_columns) AS csv_columns,
    (SELECT md5(coalesce(string_agg(concat_ws(',', section_id, property_id, required), '|' ORDER BY section_id, property_id), '')) FROM section_properties) AS section_properties,
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, name, items, is_active, sort), '|' ORDER BY id), '')) FROM shared_property_groups) AS shared_property_groups,
    (SELECT md5(coalesce(string_agg(concat_ws(',', id, user_id, file_name, stored_path, size, status, mode, error), '|' ORDER BY id), '')) FROM catalog_import_jobs) AS catalog_import_jobs,
    (SELECT md5(coalesce(string_agg(concat_ws(',', job_id, line, "column", reason), '|' ORDER BY job_id, line, "column", reason), '')) FROM catalog_import_rejections) AS catalog_import_rejections,
    (SELECT count(*)::text FROM staff_changes) AS staff_changes`;

/** `{ table: digest }` of every table a request can write (see WRITTEN). */
export async function writtenTables(db: Db): Promise<Record<string, string>> {
  const [row] = await db.query<Record<string, string>>(WRITTEN);
  return row ?? {};
}
