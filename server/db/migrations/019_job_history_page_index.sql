-- The Jobs History page (issue 19) filters by name, status and its range, and orders newest first as
-- `created_at DESC NULLS LAST`: 014's (name, created_at DESC) keeps nulls first, so it could not give
-- that order and every page read and counted all the rows of its range. In the page's order, a page
-- reads its rows off the index until it has enough; with status included, the count reads the index only.
CREATE INDEX job_history_name_created_at_page_idx ON job_history (name, created_at DESC NULLS LAST) INCLUDE (status);
-- Superseded by the index above for every query that used it (a name's newest runs, its latest run).
DROP INDEX job_history_name_created_at_idx;
