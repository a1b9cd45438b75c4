-- issue 14 point 7: the external id a supplier's or the old site's catalogue CSV carries
-- (IE_XML_ID / XML_ID). An import finds a product by it when the file has one, so a re-run
-- updates instead of duplicating; null for products made here.
ALTER TABLE products ADD COLUMN xml_id text;
CREATE UNIQUE INDEX products_xml_id_idx ON products (xml_id) WHERE xml_id IS NOT NULL;
