import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Evidence, Incident, IncidentHistoryEntry, Person } from '../../core/incidents';
import type { AllIncidentMachines } from '../hooks/incidents';

/** What every part of the incident page reaches: the machines, who is acting, and how to reload. */
export interface IncidentScreen {
  readonly machines: AllIncidentMachines;
  readonly person: Person;
  readonly incident?: Incident;
  readonly evidences: readonly Evidence[];
  readonly history?: readonly IncidentHistoryEntry[];
  readonly refetch: () => void;
  readonly removeResponder: (responderId: string) => void;
  readonly removeEvidence: (evidenceId: string) => void;
}

/** The actors the header and the Details panel share: one title/severity/type editor, one status. */
export interface IncidentEditors {
  readonly details: ActorRefFrom<AllIncidentMachines['details']>;
  readonly status: ActorRefFrom<AllIncidentMachines['status']>;
}

export const EditorsContext = createContext<IncidentEditors | null>(null);

export function useIncidentEditors(): IncidentEditors {
  const editors = useContext(EditorsContext);
  if (!editors) throw new Error('useIncidentEditors needs the incident page above it');
  return editors;
}

export const IncidentContext = createContext<IncidentScreen | null>(null);

export function useIncidentScreen(): IncidentScreen {
  const screen = useContext(IncidentContext);
  if (!screen) throw new Error('useIncidentScreen needs the incident page above it');
  return screen;
}
