-- Issue 25 point 6: a revert is a change of its own that names the change it undid, so the history
-- can say so and a revert is never merged into the edits around it. The index finds a subject's
-- latest record for the merge of one staff member's consecutive edits and for the tool-wide lists.
ALTER TABLE staff_changes ADD COLUMN revert_of integer REFERENCES staff_changes (id) ON DELETE SET NULL;
CREATE INDEX staff_changes_tool_idx ON staff_changes (tool, id DESC);
