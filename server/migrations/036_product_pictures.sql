-- Issue 28 point 2: the pictures 1C sends with its goods (import.xml's Картинка), in 1C's order.
-- Each entry names a file in DATA_DIR/product-pictures/<product id>/: the SHA-256 of its bytes in
-- hex and the extension of its real kind (jpg, png, webp or gif), so a url never changes what it
-- shows and an exchange of the same files finds them unchanged. Empty: the product shows the
-- shop's own artwork (`images` of them). A column, not a table: every list of products reads it
-- with the row it already fetches, and the store is replaced as a whole, never edited in place.
ALTER TABLE products ADD COLUMN pictures text[] NOT NULL DEFAULT '{}';
