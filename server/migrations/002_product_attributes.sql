-- Values of non-list properties (string/number/boolean: artikul, ves, ...) keyed by property code.
-- List properties stay in products.value_ids.
ALTER TABLE products ADD COLUMN attributes jsonb NOT NULL DEFAULT '{}';
