-- Issue 28 points 1 and 4: orders to 1C (type=sale&mode=query) and 1C's confirmation
-- (mode=success), docs/1c-exchange.md "Orders".

-- Every change of an order row counts up its revision, whoever writes it (the checkout, a
-- payment, a refund, staff, 1C): an order is due to 1C while the revision 1C confirmed is older.
ALTER TABLE orders ADD COLUMN revision integer NOT NULL DEFAULT 0;

CREATE FUNCTION count_order_revision() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END
$$;

CREATE TRIGGER orders_count_revision BEFORE UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION count_order_revision();

-- What the exchange told 1C of each order: the revision the last query answered (and in which
-- exchange), and the revision 1C confirmed with mode=success (or wrote itself with mode=file).
-- A table of its own, so these marks never count up the order's revision.
CREATE TABLE exchange_1c_orders (
  order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  sent_session_id integer REFERENCES exchange_1c_sessions (id) ON DELETE SET NULL,
  sent_revision integer,
  confirmed_revision integer,
  confirmed_at timestamptz
);
CREATE INDEX exchange_1c_orders_sent_idx ON exchange_1c_orders (sent_session_id)
  WHERE sent_session_id IS NOT NULL;
