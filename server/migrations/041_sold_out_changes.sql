-- Issue 24 points 2 and 4: a process kept the «В наличии» set and read all sold-out ids again
-- whenever `sold_out_version` moved, so one sale that sold a product out made every process
-- read the whole list on its next page (1.9 ms a page on the full demo while an import changed
-- stock in every batch, and growing with the catalogue). A row now stays when its product comes
-- back, marked `sold_out = false`, and carries the version of the transaction that last changed
-- it: a process reads only the rows after the version it knows.
ALTER TABLE products_sold_out
  ADD COLUMN sold_out boolean NOT NULL DEFAULT true,
  ADD COLUMN version bigint NOT NULL DEFAULT 0;
CREATE INDEX products_sold_out_version_idx ON products_sold_out (version);

-- The version is taken once per transaction (a transaction-local setting remembers it), under
-- the version row's lock: transactions that change the set get their versions in the order they
-- commit, so a reader that sees a version sees every change up to it.
CREATE OR REPLACE FUNCTION track_sold_out() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  taken bigint := nullif(current_setting('shop.sold_out_version_taken', true), '')::bigint;
BEGIN
  IF taken IS NULL THEN
    UPDATE sold_out_version SET version = version + 1 RETURNING version INTO taken;
    PERFORM set_config('shop.sold_out_version_taken', taken::text, true);
  END IF;
  INSERT INTO products_sold_out (product_id, sold_out, version)
  VALUES (NEW.id, NEW.stock <= 0, taken)
  ON CONFLICT (product_id) DO UPDATE SET sold_out = EXCLUDED.sold_out, version = EXCLUDED.version;
  RETURN NULL;
END
$$;
