-- Issue 28 point 3: the settings of the 1C exchange staff change on the screen «Обмен с 1С».
-- One row, read by every exchange call, so every server process follows a save at once.
CREATE TABLE exchange_1c_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- init's zip=yes|no: whether 1C may send one archive instead of the files
  zip boolean NOT NULL DEFAULT true,
  -- init's file_limit: the largest part of a file 1C sends in one request (1 MiB .. 100 MiB)
  file_limit integer NOT NULL DEFAULT 8388608 CHECK (file_limit BETWEEN 1048576 AND 104857600),
  -- the order statuses whose orders go to 1C (type=sale); every status by default
  sale_statuses text[] NOT NULL DEFAULT '{new,processing,shipped,done,cancelled}'
    CHECK (sale_statuses <@ '{new,processing,shipped,done,cancelled}'::text[])
);
INSERT INTO exchange_1c_settings DEFAULT VALUES;
