-- Issue 14 point 6: the columns of a file's header the import skips (unknown, unnamed, repeated),
-- in Russian, for the staff member to see before deciding. A migration of its own: databases that
-- already ran 013 get the column too (IF NOT EXISTS: a development database may have had it from
-- a draft of 013).
ALTER TABLE catalog_import_jobs ADD COLUMN IF NOT EXISTS warnings text[] NOT NULL DEFAULT '{}';
