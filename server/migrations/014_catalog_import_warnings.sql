-- Issue 14 point 6: the columns of a file's header the import skips (unknown, unnamed, repeated),
-- in Russian, for the staff member to see before deciding. A migration of its own: databases that
-- already ran 013 get the column too.
ALTER TABLE catalog_import_jobs ADD COLUMN warnings text[] NOT NULL DEFAULT '{}';
