-- Issue 15: the checkout's stock statement refuses a shortage with an error of its own instead of
-- answering the short lines, so the transaction's COMMIT can be sent together with it: an error
-- turns that COMMIT into a rollback (checkout/queries.ts takeStock). SQLSTATE HS001; the detail
-- is the short products as JSON, [{"id": …, "stock": …}], with what is left of each.
CREATE FUNCTION refuse_short_stock(short jsonb) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'not enough stock' USING ERRCODE = 'HS001', DETAIL = short::text;
END
$$;
