-- A connection's URL reads with its password masked (scheme://user:***@host, server/postgrest/secret-columns.ts);
-- an update that sends the masked URL back keeps the stored password, as the other secret columns do.
CREATE OR REPLACE FUNCTION connections_keep_masked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stored text;
BEGIN
  IF NEW.username = '***' THEN NEW.username := OLD.username; END IF;
  IF NEW.password = '***' THEN NEW.password := OLD.password; END IF;
  IF NEW.certificate = '***' THEN NEW.certificate := OLD.certificate; END IF;
  IF NEW.url ~ '^[A-Za-z][A-Za-z0-9+.-]*://[^/@:]*:\*\*\*@' THEN
    stored := substring(OLD.url FROM '^[A-Za-z][A-Za-z0-9+.-]*://[^/@:]*:([^/@]*)@');
    IF stored IS NOT NULL THEN
      NEW.url := regexp_replace(NEW.url, '^([A-Za-z][A-Za-z0-9+.-]*://[^/@:]*):\*\*\*@', '\1:' || replace(stored, '\', '\\') || '@');
    END IF;
  END IF;
  RETURN NEW;
END $$;
