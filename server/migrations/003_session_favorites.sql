-- Favorites of guests (spec §4: favorites are synchronised with the server for every visitor).
-- Kept per session, like the guest basket; at sign-in the client pushes the union of its list and
-- the user's list with /api/favorites/set (spec §4 "merge"), and the guest rows go with the session.
CREATE TABLE session_favorites (
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, product_id)
);
