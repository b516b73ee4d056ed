-- The palette matches a text of one or two characters where a name or a word in it starts (issue 22),
-- which no trigram index serves. A b-tree on the lowered name serves the name's prefix, and a GIN
-- index over the name's words serves word prefixes (a tsquery `ap:*`). At 50,000 configs a two-letter
-- search went from 250-320 ms to 11-17 ms on PGlite (scale-100 estate). The expressions are the ones
-- server/resources/search.ts writes, so the planner matches them.

CREATE INDEX IF NOT EXISTS config_items_name_prefix ON config_items (lower(name) text_pattern_ops);
CREATE INDEX IF NOT EXISTS components_name_prefix ON components (lower(name) text_pattern_ops);
CREATE INDEX IF NOT EXISTS checks_name_prefix ON checks (lower(name) text_pattern_ops);

CREATE INDEX IF NOT EXISTS config_items_name_words ON config_items USING gin ((to_tsvector('simple', translate(lower(name), '-_./:', '     '))));
CREATE INDEX IF NOT EXISTS components_name_words ON components USING gin ((to_tsvector('simple', translate(lower(name), '-_./:', '     '))));
CREATE INDEX IF NOT EXISTS checks_name_words ON checks USING gin ((to_tsvector('simple', translate(lower(name), '-_./:', '     '))));
