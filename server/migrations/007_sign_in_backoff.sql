-- Growing delays per key (a sign-in login): every attempt is counted before the password is
-- checked, a success deletes the row, and from the fifth failure on the next attempt waits
-- (server/lib/http/rateLimit.ts, docs/operations.md "Limits"). Per login, not per address, so one
-- attacker behind a shared address does not lock out everyone else behind it.
CREATE TABLE backoff_attempts (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_attempt_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL
);
CREATE INDEX backoff_attempts_last_idx ON backoff_attempts (last_attempt_at);

-- Rate limit rows are purged by age; without an index every attempt would scan the table.
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
