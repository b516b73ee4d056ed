import { serviceIdentifier } from '../shared';
import { fromPromise } from 'xstate';
import { DomainError } from '../shared';
import { attachToIncidentMachine } from './machines/attach-to-incident.machine';
import { configLookupMachine } from './machines/config-lookup.machine';
import { definitionOfDoneMachine } from './machines/definition-of-done.machine';
import { evidenceWizardMachine } from './machines/evidence-wizard.machine';
import { incidentListMachine } from './machines/incident-list.machine';
import { incidentPageMachine } from './machines/incident-page.machine';
import { responderWizardMachine } from './machines/responder-wizard.machine';
import type {
  ConfigLookupPort, EvidenceSearchPort, EvidencePort, IncidentHistoryPort, IncidentPort, PeopleDirectoryPort, ResponderPort,
} from './ports';
import { rootHypothesis } from './rules/hypotheses';
import { NO_ROOT_HYPOTHESIS } from './texts';

export interface IncidentScreenPorts {
  readonly incidents: IncidentPort;
  readonly evidences: EvidencePort;
  readonly responders: ResponderPort;
  readonly history: IncidentHistoryPort;
  readonly people: PeopleDirectoryPort;
  readonly evidenceSearch: EvidenceSearchPort;
  readonly configLookups: ConfigLookupPort;
}

/** Calls one after the other, stopping at the first refusal (seed 001 §7: one call per item). */
async function eachInTurn<T, R>(items: readonly T[], call: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await call(item));
  return results;
}

/** The incident screens' machines (list, page, panels, wizards) with their effects bound to ports. */
export function bindIncidentScreenPorts(ports: IncidentScreenPorts) {
  const { incidents, evidences, responders, history, people, evidenceSearch, configLookups } = ports;
  return {
    list: incidentListMachine.provide({
      actors: { listIncidents: fromPromise(({ input }) => incidents.list(input)) },
    }),
    page: incidentPageMachine.provide({
      actors: {
        loadIncident: fromPromise(async ({ input }) => {
          const [incident, entries] = await Promise.all([incidents.get(input.incidentId), history.list(input.incidentId)]);
          return { incident, history: entries };
        }),
        removeResponder: fromPromise(({ input }) => responders.remove(input.id)),
        removeEvidence: fromPromise(({ input }) => evidences.remove(input.id)),
      },
    }),
    definitionOfDone: definitionOfDoneMachine.provide({
      actors: {
        createEvidence: fromPromise(({ input }) => evidences.create(input)),
        updateEvidences: fromPromise(async ({ input }) => {
          await eachInTurn(input.ids, (id) => evidences.update(id, input.patch));
        }),
      },
    }),
    responderWizard: responderWizardMachine.provide({
      actors: {
        loadDirectory: fromPromise(async () => {
          const [everyone, teams] = await Promise.all([people.people(), people.teams()]);
          return { people: everyone, teams };
        }),
        createResponder: fromPromise(({ input }) => responders.create(input)),
        configLookup: configLookupMachine.provide({
          actors: {
            findInstances: fromPromise(({ input }) => configLookups.byKind(input.kind, input.search)),
            loadInstance: fromPromise(({ input }) => configLookups.byId(input.id)),
          },
        }),
      },
    }),
    evidenceWizard: evidenceWizardMachine.provide({
      actors: {
        searchEvidence: fromPromise(({ input }) => evidenceSearch.search(input.type, input.query)),
        createEvidences: fromPromise(({ input }) => eachInTurn(input, (evidence) => evidences.create(evidence))),
      },
    }),
    attachToIncident: attachToIncidentMachine.provide({
      actors: {
        searchIncidents: fromPromise(({ input }) => incidents.list(input.search ? { search: input.search } : {})),
        attachEvidence: fromPromise(async ({ input }) => {
          const incident = await incidents.get(input.incidentId);
          const root = incident && rootHypothesis(incident.hypotheses);
          if (!root) throw new DomainError('invalid', NO_ROOT_HYPOTHESIS);
          return evidences.create({ ...input.evidence, hypothesisId: root.id });
        }),
      },
    }),
  };
}

export type IncidentScreenMachines = ReturnType<typeof bindIncidentScreenPorts>;
/** The token under which the composition root provides the bound screen machines to the UI. */
export const IncidentScreenMachines = serviceIdentifier<IncidentScreenMachines>('IncidentScreenMachines');
