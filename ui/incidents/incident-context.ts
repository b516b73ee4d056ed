import { createContext, useContext } from 'react';
import type { Incident, IncidentHistoryEntry, IncidentPageParts, Person } from '../../core/incidents';

/** What every part of the incident page reaches: who is acting, the incident as fetched, and the page's own actions. */
export interface IncidentScreen {
  readonly person: Person;
  readonly incident?: Incident;
  readonly history?: readonly IncidentHistoryEntry[];
  readonly refetch: () => void;
  readonly removeResponder: (responderId: string) => void;
  readonly removeEvidence: (evidenceId: string) => void;
}

export const IncidentContext = createContext<IncidentScreen | null>(null);

export function useIncidentScreen(): IncidentScreen {
  const screen = useContext(IncidentContext);
  if (!screen) throw new Error('useIncidentScreen needs the incident page above it');
  return screen;
}

/** The parts the page machine spawned: the title and Details editor, the status, the definition of done, the nodes. */
export const PartsContext = createContext<IncidentPageParts | null>(null);

export function useIncidentParts(): IncidentPageParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error('useIncidentParts needs the incident page above it');
  return parts;
}
