-- Issue 24 (found measuring it): the sections' «В наличии» filter read the ids of the products
-- with stock <= 0 by a scan of `products` on every page build, 200 ms on the full demo. The
-- sold-out products are kept here instead, by a trigger on the stock's writes that cross zero
-- (every writer passes through it: a sale, a cancel, the CSV and 1C exchanges, a staff edit), and
-- `sold_out_version` counts the transactions that changed them, so a process keeps its set and
-- reads it again only after a change. Still no index names `stock`: a sale's stock write stays a
-- HOT update (docs/decisions.md, «В наличии»).
CREATE TABLE products_sold_out (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE
);
INSERT INTO products_sold_out (product_id) SELECT id FROM products WHERE stock <= 0;

CREATE TABLE sold_out_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO sold_out_version DEFAULT VALUES;

-- One bump per transaction (a transaction-local setting remembers it): an import that sells out
-- thousands of products updates the version row once, not once a product.
CREATE FUNCTION track_sold_out() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.stock <= 0 THEN
    INSERT INTO products_sold_out (product_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM products_sold_out WHERE product_id = NEW.id;
  END IF;
  IF current_setting('shop.sold_out_bumped', true) IS DISTINCT FROM 'yes' THEN
    UPDATE sold_out_version SET version = version + 1;
    PERFORM set_config('shop.sold_out_bumped', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_sold_out_on_insert
  AFTER INSERT ON products
  FOR EACH ROW WHEN (NEW.stock <= 0)
  EXECUTE FUNCTION track_sold_out();

CREATE TRIGGER products_sold_out_on_update
  AFTER UPDATE OF stock ON products
  FOR EACH ROW WHEN ((OLD.stock <= 0) IS DISTINCT FROM (NEW.stock <= 0))
  EXECUTE FUNCTION track_sold_out();
