import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { SelfServiceFlowMachine } from '../../core/identity';
import { notify } from '../components/toaster';
import { documentNavigation } from './document-navigation';

type FlowActor = ActorRefFrom<SelfServiceFlowMachine>;

/** Carries out what any self-service flow machine asks of its page: replace the address, leave it, or toast. */
export function useFlowEffects(actor: FlowActor): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    const subscriptions = [
      actor.on('flow.location', (event) => navigate(event.to, { replace: true })),
      actor.on('flow.redirect', (event) => (event.document ? documentNavigation.assign(event.to) : navigate(event.to))),
      actor.on('flow.toast', (event) => notify(event.status, event.title)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, navigate]);
}

/** The address the page is on, path and query, as the machines' return targets use it. */
export function useCurrentUrl(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}
