-- spec §3: location id 0, 'Москва', is the city every visitor starts in, and its price list prices
-- the catalogue. A shop started without the demo (DEMO_SIZE=none) had neither, so every page a
-- visitor opened failed to find its city. An empty shop now starts with both: a retail price list
-- (a catalogue file's `CV_PRICE_BASE`, or `CV_PRICE_1` in a Bitrix file) and Москва without a
-- phone yet (the header then shows none). The demo brings its own in their place.
INSERT INTO price_types (code, name)
SELECT 'BASE', 'Розничная цена'
 WHERE NOT EXISTS (SELECT 1 FROM locations WHERE id = 0)
   AND NOT EXISTS (SELECT 1 FROM price_types WHERE code = 'BASE');

INSERT INTO locations (id, code, name, name_accusative, kladr, path_string, price_type_id, phone,
                       phone_normalized, is_default_list, sort)
SELECT 0, 'moskva', 'Москва', 'Москву', '7700000000000', 'Россия, Москва', id, '', '', true, 10
  FROM price_types
 WHERE code = 'BASE'
   AND NOT EXISTS (SELECT 1 FROM locations WHERE id = 0);
