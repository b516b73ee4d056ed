-- When each config scraper runs next, and until when a server holds it (issue 19). Claims update
-- this row, so two servers on one PostgreSQL never run one scraper at once (server/scrapers/claim.ts).
CREATE TABLE config_scraper_schedule (
  scraper_id uuid PRIMARY KEY
    CONSTRAINT config_scraper_schedule_scraper_id_fkey REFERENCES config_scrapers (id) ON DELETE CASCADE,
  next_runtime timestamptz,
  -- Set while a server runs the scraper: nobody else claims it until the run ends or this passes.
  running_until timestamptz,
  -- The scraper row's updated_at when it was last claimed: an edited scraper runs at once.
  seen_updated_at timestamptz
);
