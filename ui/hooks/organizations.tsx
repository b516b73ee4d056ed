import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  HOSTED_LOGIN_PATH, OrganizationMachines, selectOrganizationGateView, type OrganizationGateEvent, type OrganizationGateView,
} from '../../core/identity/organizations';
import { sameFields, useDomainActor, useSelect } from './actor';
import { useService } from './container';

type GateActor = ActorRefFrom<OrganizationMachines['gate']>;
const GateContext = createContext<GateActor | null>(null);

/**
 * The hosted mode's organization gate, once for the page. Its navigations are full page loads: signing
 * in happens at the provider, and after a switch the whole console starts again from the new session.
 */
export function OrganizationGateProvider({ children, assign }: { children: ReactNode; assign: (url: string) => void }) {
  const { gate } = useService(OrganizationMachines);
  const actor = useDomainActor(gate);
  useEffect(() => {
    const subscription = actor.on('navigate', ({ path }) => {
      const here = `${window.location.pathname}${window.location.search}`;
      assign(path === HOSTED_LOGIN_PATH ? `${path}?${new URLSearchParams({ return_to: here })}` : path);
    });
    return () => subscription.unsubscribe();
  }, [actor, assign]);
  return <GateContext.Provider value={actor}>{children}</GateContext.Provider>;
}

/** What the gate shows (its screen, the switcher's entries, the create modal) and how to act on it. */
export function useOrganizationGate(): { view: OrganizationGateView; send: (event: OrganizationGateEvent) => void } {
  const actor = useContext(GateContext);
  if (!actor) throw new Error('useOrganizationGate needs an OrganizationGateProvider above it');
  const view = useSelect(actor, selectOrganizationGateView, sameFields);
  return { view, send: actor.send };
}
