-- A key's rate-limit window starts at its first attempt instead of at a multiple of the window on
-- the clock. With clock-aligned windows, attempts that straddled a boundary were counted in two
-- windows, so "the 31st upload in ten minutes" was refused or not depending on the minute it fell
-- in (a test of the limit failed in CI when it ran across 19:50). One row per key now: the row's
-- window_start moves on when its window is over.
DELETE FROM rate_limits older
 USING rate_limits newer
 WHERE older.key = newer.key AND older.window_start < newer.window_start;
ALTER TABLE rate_limits DROP CONSTRAINT rate_limits_pkey;
ALTER TABLE rate_limits ADD PRIMARY KEY (key);
