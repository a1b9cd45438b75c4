-- Issue 24 point 2: both search vectors were stored generated columns, and PostgreSQL computes a
-- stored generated column again on every UPDATE of the row, whatever the UPDATE sets. So each stock
-- or price write of an exchange or a sale ran `to_tsvector` three times over the product's name,
-- brand and preview text: a fifth of a stock write's cost on the full demo (embedded engine,
-- 100-row batches, alternated: 100 against 79 µs a row, docs/benchmarks.md). The columns keep
-- their values and are now computed by a trigger that fires only when a write names one of the
-- texts they are made of.
ALTER TABLE products ALTER COLUMN search_vector DROP EXPRESSION;
ALTER TABLE products ALTER COLUMN name_search DROP EXPRESSION;

-- The same expressions as the generated columns had (001 and 005): `a || b || c` is `(a || b) || c`.
CREATE FUNCTION products_search_vectors() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.name_search := setweight(to_tsvector('russian', coalesce(NEW.name, '')), 'A')
    || setweight(to_tsvector('russian', coalesce(NEW.brand, '')), 'B');
  NEW.search_vector := NEW.name_search
    || setweight(to_tsvector('russian', coalesce(NEW.preview_text, '')), 'C');
  RETURN NEW;
END
$$;

CREATE TRIGGER products_search_vectors_on_insert
  BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vectors();

CREATE TRIGGER products_search_vectors_on_update
  BEFORE UPDATE OF name, brand, preview_text ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vectors();
