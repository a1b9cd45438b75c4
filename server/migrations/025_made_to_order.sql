-- Issue 26 point 4: a product made to order takes this many working days to make before it ships
-- (0: from stock). Checkout adds the basket's longest to every delivery date; the product page
-- says it instead of a stock count. The demo's photo kits are made in 3 working days.
ALTER TABLE products
  ADD COLUMN production_days smallint NOT NULL DEFAULT 0
  CHECK (production_days BETWEEN 0 AND 60);
UPDATE products SET production_days = 3 WHERE kind = 'photo_custom';

-- The photo kit page promised a layout to approve before payment; what the shop does is show the
-- finished chart before the kit goes into the basket (docs/decisions.md, "Made to order").
UPDATE pages
   SET content = replace(content, '<li>Макет на согласование до оплаты</li>',
                         '<li>Готовую схему вы видите и утверждаете до оплаты</li>'),
       seo = jsonb_set(seo, '{description}', to_jsonb(replace(seo ->> 'description',
                         'макет бесплатно, изготовление за 3 дня',
                         'схему видно до оплаты, изготовление за 3 рабочих дня')))
 WHERE type = 'photo' AND seo ? 'description';

