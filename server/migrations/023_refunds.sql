-- Issue 26 point 2: refunds through the payment provider, and a payment confirmed for another
-- amount (docs/orders.md "Refunds").

-- A payment the provider confirmed for another amount than the shop asked for: the money was
-- taken, the order is not paid. Its own status, so nothing reads it as 'succeeded'; the amount
-- the provider confirmed is kept for staff and for a refund.
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('pending', 'succeeded', 'canceled', 'amount_mismatch'));
ALTER TABLE payments ADD COLUMN received_amount numeric(12, 2);

-- An order whose payments were given back whole.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_payment_state_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_state_check
  CHECK (payment_state IN ('on_receipt', 'pending', 'paid', 'failed', 'refunded'));

-- One row per refund of a payment, written by the payment module only.
CREATE TABLE refunds (
  -- the provider's Idempotence-Key: sending the refund again never makes a second one
  id text PRIMARY KEY,
  -- the caller's key (a staff form's, or the cancel's own): a double click finds this row
  request_key text NOT NULL UNIQUE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'canceled')),
  provider_refund_id text UNIQUE,
  -- why the provider refused it (Russian, for staff); '' otherwise
  reason text NOT NULL DEFAULT '',
  -- the staff member who made it; null for the refund of a shopper's cancel
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order_idx ON refunds (order_id, created_at);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);

-- The built-in test provider's refunds, kept on its side as YooKassa keeps them.
CREATE TABLE test_refunds (
  id text PRIMARY KEY,
  idempotence_key text NOT NULL UNIQUE,
  payment_id text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('succeeded', 'canceled')),
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
