-- Issue 13 point 2: a relation is saved (items, what the staff screen shows) and applied
-- (applied_items, what the shop's listing and facets show) separately: 'save' stores items,
-- 'saveAndApply' also copies them to applied_items. Relations made before were in effect already.
ALTER TABLE section_relations ADD COLUMN applied_items integer[] NOT NULL DEFAULT '{}';
UPDATE section_relations SET applied_items = items;
