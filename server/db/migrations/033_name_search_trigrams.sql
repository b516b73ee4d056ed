-- Issue 22's palette and issue 18's catalog search match names anywhere in them (ILIKE '%text%'), which
-- no b-tree serves: at 50,000 configs each keystroke read every row (150-250 ms on PGlite). Trigram
-- indexes let both engines find the rows that hold the text (36-45 ms for a common word, measured on
-- the scale-100 estate). pg_trgm is a trusted extension, so a database owner may create it.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The palette's names (POST /resources/search).
CREATE INDEX IF NOT EXISTS config_items_name_trgm ON config_items USING gin (name gin_trgm_ops);
CREATE INDEX IF NOT EXISTS components_name_trgm ON components USING gin (name gin_trgm_ops);
CREATE INDEX IF NOT EXISTS checks_name_trgm ON checks USING gin (name gin_trgm_ops);
-- The rest of the catalog's search (name, type, description or namespace), so its OR is one bitmap scan.
CREATE INDEX IF NOT EXISTS config_items_type_trgm ON config_items USING gin (type gin_trgm_ops);
CREATE INDEX IF NOT EXISTS config_items_description_trgm ON config_items USING gin (description gin_trgm_ops);
CREATE INDEX IF NOT EXISTS config_items_namespace_trgm ON config_items USING gin ((tags ->> 'namespace') gin_trgm_ops);
