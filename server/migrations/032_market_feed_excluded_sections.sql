-- Issue 27 point 3: the sections staff left out of the Yandex Market feed. Every section is in the
-- feed by default, so only the exceptions are rows; a section left out takes its subsections and
-- their offers with it (the feed reads the tree). A section's removal removes its row.
CREATE TABLE market_feed_excluded_sections (
  section_id integer PRIMARY KEY REFERENCES sections (id) ON DELETE CASCADE
);
