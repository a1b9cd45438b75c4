-- Issue 15: the built-in test payment provider (server/modules/payment/testProvider.ts), the default
-- PAYMENT_PROVIDER. It keeps its payments here as a real provider keeps them on its side: the shop
-- knows them only through `payments.provider_payment_id` and asks for their state like YooKassa's.
CREATE TABLE test_payments (
  -- the provider's payment id, shown in its confirmation page's url
  id text PRIMARY KEY,
  -- the shop's Idempotence-Key: the same key again answers the same payment
  idempotence_key text NOT NULL UNIQUE,
  order_id integer NOT NULL,
  amount numeric(12, 2) NOT NULL,
  description text NOT NULL,
  return_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'canceled')),
  -- the hidden field of the confirmation page's form: the page works without JavaScript, so its
  -- post cannot carry the CSRF header, and only someone who loaded the page knows this value
  form_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
