-- Issue 26 point 3: «Сообщить о поступлении». A shopper's e-mail waiting for a product that is out
-- of stock, once per product and address (stored lower-cased). `token` is the secret of the
-- one-click unsubscribe link (32 random bytes, like users.mail_token). `origin` is where the mail's
-- links lead: PUBLIC_URL, or without it the address the shopper subscribed at (issue 26 point 6:
-- the mail is sent later, by no request of theirs). `due` is set when the
-- product's stock goes from 0 to above 0; the stockNotices module's sweep mails each due row once
-- and clears it, and the row stays for the next time the product comes back.
CREATE TABLE stock_notices (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  email text NOT NULL,
  token text NOT NULL UNIQUE,
  origin text NOT NULL,
  due boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz,
  UNIQUE (product_id, email)
);
CREATE INDEX stock_notices_due ON stock_notices (id) WHERE due;

-- Every writer of the stock (the orders' return of a cancelled order's pieces, the CSV and 1C
-- exchange, a staff edit, any later one) passes through this trigger in its own transaction, so a
-- product that comes back is never missed and a rolled-back write marks nothing.
CREATE FUNCTION mark_stock_notices_due() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_notices SET due = true WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_back_in_stock
  AFTER UPDATE OF stock ON products
  FOR EACH ROW WHEN (OLD.stock <= 0 AND NEW.stock > 0)
  EXECUTE FUNCTION mark_stock_notices_due();
