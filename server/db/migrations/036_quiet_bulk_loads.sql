-- A bulk load (the demo seed) publishes no live events: nobody reads a stream of a transaction that
-- writes a whole estate, yet at scale 100 its outbox rows took 742 MB that PGlite, which never shrinks a
-- table, kept for good. The loading transaction says so with SET LOCAL ops_console.live_events = 'off'.

CREATE OR REPLACE FUNCTION publish_live_event(event_kind text, resource text, parent text, operation text, body jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  event live_events;
  payload text;
BEGIN
  IF current_setting('ops_console.live_events', true) = 'off' THEN
    RETURN;
  END IF;
  INSERT INTO live_events (kind, resource_id, parent_id, op, row)
  VALUES (event_kind, resource, parent, operation, body)
  RETURNING * INTO event;
  payload := json_build_object('seq', event.id, 'kind', event.kind, 'id', event.resource_id, 'parent', event.parent_id,
    'op', event.op, 'at', event.at, 'row', event.row)::text;
  IF octet_length(payload) > 7900 THEN
    payload := json_build_object('seq', event.id, 'kind', event.kind, 'id', event.resource_id, 'parent', event.parent_id,
      'op', event.op, 'at', event.at)::text;
  END IF;
  PERFORM pg_notify('live_events', payload);
END $$;
