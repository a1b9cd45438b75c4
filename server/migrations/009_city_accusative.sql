-- 'Доставка в Москву': after 'в' (where to) Russian puts a city in the accusative, and no rule
-- declines every city name ('в Казань', 'в Ростов-на-Дону', 'в Набережные Челны' stay as they
-- are), so each city carries its own form. NULL: the name does not change.
ALTER TABLE locations ADD COLUMN name_accusative text;

-- Cities stored before this migration get the form of the one common pattern, a name ending in a
-- consonant and 'а' ('Москва' → 'Москву', 'Самара' → 'Самару'); staff correct the rare exception.
-- On a new database this touches nothing: the cities come later, with their forms.
UPDATE locations
   SET name_accusative = left(name, -1) || 'у'
 WHERE name_accusative IS NULL AND name ~ '[бвгджзклмнпрстфхцчшщ]а$' AND name !~ '[ -]';
