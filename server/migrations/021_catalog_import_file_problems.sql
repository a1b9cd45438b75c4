-- Issue 25 point 3: what keeps rows of a file from being written as a whole (a required property
-- with no column in the file), said once for the file instead of once per row, in Russian.
ALTER TABLE catalog_import_jobs ADD COLUMN file_problems text[] NOT NULL DEFAULT '{}';
