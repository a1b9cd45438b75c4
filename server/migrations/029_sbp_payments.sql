-- Issue 27 point 4: СБП (the Faster Payments System) beside the card (docs/orders.md "Payment").
-- The order's method is `orders.payment` ('sbp', 'card' or 'on_receipt'), which every new payment
-- of the order follows. The built-in test provider keeps how a payment is made, as YooKassa keeps
-- its `payment_method.type`: its page shows a QR code for СБП.
ALTER TABLE test_payments
  ADD COLUMN method text NOT NULL DEFAULT 'card' CHECK (method IN ('card', 'sbp'));
