-- Issue 28: what a full import.xml (not «only changes») does with the goods it left out, as
-- 1C-Bitrix's «Деактивировать» does (docs/1c-exchange.md, "A full import").

-- What staff choose for the active goods of the file's groups that the file did not name.
ALTER TABLE exchange_1c_settings
  ADD COLUMN missing_goods text NOT NULL DEFAULT 'deactivate'
    CHECK (missing_goods IN ('deactivate', 'keep'));

ALTER TABLE exchange_1c_imports
  -- goods a full import made inactive at its end
  ADD COLUMN deactivated integer NOT NULL DEFAULT 0,
  -- goods with more than one known group, of which only the first became their section
  ADD COLUMN further_groups integer NOT NULL DEFAULT 0;

-- The Ид of the groups and goods a full import named so far, written with each batch (so a
-- resumed import still knows them) and removed when the import ends.
CREATE TABLE exchange_1c_import_names (
  import_id integer NOT NULL REFERENCES exchange_1c_imports (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('group', 'good')),
  xml_id text NOT NULL,
  PRIMARY KEY (import_id, kind, xml_id)
);
