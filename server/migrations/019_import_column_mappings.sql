-- Issue 25 points 1 and 2: a file's columns the shop cannot match by name (a Bitrix site's
-- IP_PROP<n>, unknown headers) are mapped to properties by staff, and the mapping is remembered for
-- the next file with the same header (keyed by a hash of the header's cells).
CREATE TABLE catalog_import_column_mappings (
  header_hash text PRIMARY KEY,
  -- {"<column index>": property id, or null for «Не загружать»}
  columns jsonb NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Per job: the mappable columns with the suggestion and the staff's choice, and the list values a
-- write would create with their row counts and the existing value staff mapped each to (null: new).
ALTER TABLE catalog_import_jobs
  ADD COLUMN column_choices jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN new_values jsonb NOT NULL DEFAULT '[]';
