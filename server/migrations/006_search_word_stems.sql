-- Typo correction by stem as well as by whole word (docs/search.md): a typo in an inflected word
-- ('мазаики') is too far from the dictionary's form ('мозаика') by trigrams of whole words
-- (similarity 0.23, under pg_trgm's 0.3), but its Russian stem ('мазаик') is close to the
-- dictionary word's stem ('мозаик', 0.4). The stem is the word's only lexeme under the `russian`
-- text search config (the same stemmer as the product search); null for stop words.
ALTER TABLE search_words ADD COLUMN stem text GENERATED ALWAYS AS (
  (tsvector_to_array(to_tsvector('russian', word)))[1]
) STORED;
CREATE INDEX search_words_stem_trgm_idx ON search_words USING gin (stem gin_trgm_ops);
