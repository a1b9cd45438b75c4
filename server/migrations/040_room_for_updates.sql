-- Issue 24 points 2 and 8: a change of a product's stock or price wrote a new version of the row
-- on another page and a new entry in every index of the table, because the page it sat on was
-- full. A product row is about 1.4 kB (texts, search vectors) and `products` has nine indexes,
-- three of them GIN, so a sale's stock write and an exchange's stock and price writes cost far
-- more than the four bytes they change. With room left on each page the new version stays on its
-- page and no index is touched (a HOT update; no index names `stock`): measured on the full demo
-- (embedded engine, docs/benchmarks.md), the stock of all 100 000 products written in 100-row
-- batches took 9.7-10.1 s at fillfactor 100 and 3.9-5.7 s at 70, for 57 % more heap.
ALTER TABLE products SET (fillfactor = 70);

-- Nothing orders or filters prices by amount in SQL (the catalogue index sorts and filters them;
-- lists count their whole selection), and this index made every price change a non-HOT update.
DROP INDEX prices_type_price_idx;
ALTER TABLE prices SET (fillfactor = 90);

-- The rows already stored are rewritten, so the room is there from now on and not only on pages
-- written later: a few seconds at 100 000 products, once, under the migration's lock.
CLUSTER products USING products_pkey;
CLUSTER prices USING prices_pkey;
