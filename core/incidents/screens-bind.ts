import { serviceIdentifier } from '../shared';
import { fromPromise } from 'xstate';
import { attachToIncidentMachine } from './machines/attach-to-incident.machine';
import { configLookupMachine } from './machines/config-lookup.machine';
import { definitionOfDoneMachine } from './machines/definition-of-done.machine';
import { evidenceWizardMachine } from './machines/evidence-wizard.machine';
import { incidentListMachine } from './machines/incident-list.machine';
import { incidentPageMachine } from './machines/incident-page.machine';
import { responderWizardMachine } from './machines/responder-wizard.machine';
import { bindIncidentPorts, type IncidentPorts } from './bind';
import type { ConfigLookupPort, EvidenceSearchPort, IncidentHistoryPort, IncidentLiveRows, ResponderPort } from './ports';
import { liveSubscriptionOf, type BatchScheduler, type LiveUpdates } from '../shared';
import { incidentChangeOf } from './rules/live';

/** The incident screens' ports: the incident machines' (the page's parts need them), and the screens' own. */
export interface IncidentScreenPorts extends IncidentPorts {
  readonly responders: ResponderPort;
  readonly history: IncidentHistoryPort;
  readonly evidenceSearch: EvidenceSearchPort;
  readonly configLookups: ConfigLookupPort;
  readonly live: LiveUpdates;
  readonly scheduler: BatchScheduler;
  readonly liveRows: IncidentLiveRows;
}

/** The incident screens' machines (list, page, panels, wizards) with their effects bound to ports. */
export function bindIncidentScreenPorts(ports: IncidentScreenPorts) {
  const { incidents, evidences, responders, history, people, evidenceSearch, configLookups, live, scheduler, liveRows } = ports;
  const parts = bindIncidentPorts(ports);
  const definitionOfDone = definitionOfDoneMachine.provide({
    actors: {
      createEvidence: fromPromise(({ input }) => evidences.create(input)),
      updateEvidence: fromPromise(({ input }) => evidences.update(input.id, input.patch)),
    },
  });
  return {
    list: incidentListMachine.provide({
      actors: {
        listIncidents: fromPromise(async ({ input }) => {
          const [rows, exported] = await Promise.all([incidents.list(input), incidents.listExport(input)]);
          return { rows, exported };
        }),
      },
    }),
    page: incidentPageMachine.provide({
      actors: {
        loadIncident: fromPromise(async ({ input }) => {
          const [incident, entries] = await Promise.all([incidents.get(input.incidentId), history.list(input.incidentId)]);
          return { incident, history: entries };
        }),
        removeResponder: fromPromise(({ input }) => responders.remove(input.id)),
        removeEvidence: fromPromise(({ input }) => evidences.remove(input.id)),
        details: parts.details,
        status: parts.status,
        hypothesisNode: parts.hypothesisNode,
        definitionOfDone,
        live: liveSubscriptionOf(live, scheduler, (event) => incidentChangeOf(event, liveRows)),
      },
    }),
    definitionOfDone,
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
        createEvidence: fromPromise(({ input }) => evidences.create(input)),
      },
    }),
    attachToIncident: attachToIncidentMachine.provide({
      actors: {
        searchIncidents: fromPromise(({ input }) => incidents.list(input.search ? { search: input.search } : {})),
        loadIncident: fromPromise(({ input }) => incidents.get(input.incidentId)),
        createEvidence: fromPromise(({ input }) => evidences.create(input)),
      },
    }),
  };
}

export type IncidentScreenMachines = ReturnType<typeof bindIncidentScreenPorts>;
/** The token under which the composition root provides the bound screen machines to the UI. */
export const IncidentScreenMachines = serviceIdentifier<IncidentScreenMachines>('IncidentScreenMachines');
