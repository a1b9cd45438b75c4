-- Issue 24 points 2 and 8: a product's stock in a narrow table of its own. A sale, an exchange's
-- offers and a CSV import change the stock far more often than anything else of a product, and in
-- `products` each such write copied the whole 1.4 kB row (texts, search vectors) and pruned its
-- page: the stock of all 100 000 products of the full demo in 100-row transactions took 69-98 µs
-- a product there against 17-24 µs here (embedded engine, docs/benchmarks.md).
CREATE TABLE product_stock (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  stock integer NOT NULL DEFAULT 0
) WITH (fillfactor = 80);
INSERT INTO product_stock (product_id, stock) SELECT id, stock FROM products;

DROP TRIGGER products_sold_out_on_insert ON products;
DROP TRIGGER products_sold_out_on_update ON products;
DROP TRIGGER products_back_in_stock ON products;
DROP FUNCTION track_sold_out();
DROP FUNCTION mark_stock_notices_due();
ALTER TABLE products DROP COLUMN stock;

-- Every product has its stock row from its first statement on, at 0 until its creator sets it, so
-- readers join it and a product nobody stocked is sold out, as the column's default made it.
CREATE FUNCTION products_stock_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_stock (product_id) SELECT id FROM new_products;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_stock_rows
  AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_stock_rows();

-- The sold-out changes the catalogue follows (038, 041) and the stock notices that fall due (024),
-- now per statement: an import's batch or the demo's seed moves thousands of products across zero
-- in one statement, which row triggers paid for a call each. A transaction takes one version,
-- whatever number of statements it runs; a statement that moves nothing takes none (the version
-- is a subquery, asked for the first row only).
CREATE FUNCTION sold_out_version_taken() RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  taken bigint := nullif(current_setting('shop.sold_out_version_taken', true), '')::bigint;
BEGIN
  IF taken IS NULL THEN
    UPDATE sold_out_version SET version = version + 1 RETURNING version INTO taken;
    PERFORM set_config('shop.sold_out_version_taken', taken::text, true);
  END IF;
  RETURN taken;
END
$$;

CREATE FUNCTION stock_crossed_zero() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO products_sold_out (product_id, sold_out, version)
    SELECT product_id, true, (SELECT sold_out_version_taken()) FROM new_stock WHERE stock <= 0
    ON CONFLICT (product_id) DO UPDATE SET sold_out = EXCLUDED.sold_out, version = EXCLUDED.version;
    RETURN NULL;
  END IF;
  INSERT INTO products_sold_out (product_id, sold_out, version)
  SELECT n.product_id, n.stock <= 0, (SELECT sold_out_version_taken())
    FROM new_stock n JOIN old_stock o USING (product_id)
   WHERE (o.stock <= 0) IS DISTINCT FROM (n.stock <= 0)
  ON CONFLICT (product_id) DO UPDATE SET sold_out = EXCLUDED.sold_out, version = EXCLUDED.version;
  UPDATE stock_notices SET due = true
   WHERE product_id IN (SELECT n.product_id FROM new_stock n JOIN old_stock o USING (product_id)
                         WHERE o.stock <= 0 AND n.stock > 0);
  RETURN NULL;
END
$$;

CREATE TRIGGER product_stock_on_insert
  AFTER INSERT ON product_stock REFERENCING NEW TABLE AS new_stock
  FOR EACH STATEMENT EXECUTE FUNCTION stock_crossed_zero();

CREATE TRIGGER product_stock_on_update
  AFTER UPDATE ON product_stock REFERENCING OLD TABLE AS old_stock NEW TABLE AS new_stock
  FOR EACH STATEMENT EXECUTE FUNCTION stock_crossed_zero();
