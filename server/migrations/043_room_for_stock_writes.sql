-- Issue 24 point 2: at fillfactor 70 (040) a page of `products` holds four rows of about 1.4 kB
-- and room for one more version of one of them. An import writes the stock of 100 consecutive
-- products in one transaction, so on each page one row's new version stayed there and the other
-- three went to another page with a new entry in each of the table's nine indexes, three of them
-- GIN (about half the updates HOT: 54-63 µs a row on the full demo, embedded engine). The table
-- then grew by itself to make that room (221 MB to 321 MB after the first full import), so only
-- the first import after a seed or a restore paid it, 3-4 s of the 100 000-row import. At 50
-- each page keeps room for the next version of each of its rows from the start: every such stock
-- write is HOT (23-29 µs a row), and the table stays at 361 MB (docs/benchmarks.md, issue 24
-- point 2, 2026-12-04).
ALTER TABLE products SET (fillfactor = 50);
CLUSTER products USING products_pkey;
