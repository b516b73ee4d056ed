import { useEffect, useRef } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import type { AnyActorRef } from 'xstate';
import type { UrlRead, UrlWrite } from '../../core/shared';

/**
 * Keeps the URL's query string and a machine in step, both ways (core/shared's url events): what the
 * machine emits as `url.write` replaces the URL, and a URL change that is not ours (back, forward, a
 * link) reaches the machine as `url.read`. The machine parses and serialises; this only carries text.
 */
export function useUrlState(actor: AnyActorRef): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // A page at the root of its nested router writes its query right after the base (/incidents?status=all, not /incidents/?status=all).
  const path = useRouter().base && location === '/' ? '' : location;
  // What this hook last wrote: the URL change it causes must not come back as a read.
  const written = useRef(search);
  useEffect(() => {
    const subscription = actor.on('url.write', (event: UrlWrite) => {
      if (event.search === written.current) return;
      written.current = event.search;
      navigate(event.search ? `${path}?${event.search}` : location, { replace: !event.push });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, location, path]);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    actor.send({ type: 'url.read', search } satisfies UrlRead);
  }, [search, actor]);
}

/** The URL's query string when the page opened: a machine's starting input. */
export function useInitialSearch(): string {
  const search = useSearch();
  return useRef(search).current;
}
