-- A product made from the shopper's photo enters a basket only with its photo (addPhotoKit); the
-- plain add let it in without one until now, and no workshop can make such a line. Lines like
-- that are taken out of the baskets they are in; a kit's own lines stay.
DELETE FROM basket_items bi
 USING products p
 WHERE p.id = bi.product_id AND p.kind = 'photo_custom' AND bi.photo_kit_id IS NULL;
