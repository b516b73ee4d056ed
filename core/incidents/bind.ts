import { serviceIdentifier } from '../shared';
import { fromPromise } from 'xstate';
import type { Clock, IdGenerator } from '../shared';
import { saveCommentWith, createCommentsMachine } from './machines/comments.machine';
import { createIncidentMachine } from './machines/create-incident.machine';
import { hypothesisNodeMachine } from './machines/hypothesis-node.machine';
import { incidentDetailsMachine } from './machines/incident-details.machine';
import { incidentStatusMachine } from './machines/incident-status.machine';
import type { NewHypothesis } from './model';
import type { CommentPort, EvidencePort, HypothesisPort, IncidentPort, PeopleDirectoryPort } from './ports';

export interface IncidentPorts {
  readonly incidents: IncidentPort;
  readonly hypotheses: HypothesisPort;
  readonly evidences: EvidencePort;
  readonly comments: CommentPort;
  /** Who can be mentioned in a comment. */
  readonly people: PeopleDirectoryPort;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/** The incident machines with their effects bound to ports: production, steps and tests all start here. */
export function bindIncidentPorts(ports: IncidentPorts) {
  const { incidents, hypotheses, evidences, comments, people, clock, ids } = ports;
  // Hypotheses get their id from the console (seed 001 §7).
  const createHypothesis = fromPromise(({ input }: { input: Omit<NewHypothesis, 'id'> }) => hypotheses.create({ ...input, id: ids.next() }));
  const updateHypothesis = fromPromise(({ input }: { input: { id: string; patch: Parameters<HypothesisPort['update']>[1] } }) =>
    hypotheses.update(input.id, input.patch),
  );
  return {
    status: incidentStatusMachine.provide({
      actors: {
        markDefinitionOfDone: fromPromise(({ input }) => evidences.update(input.evidenceId, { definitionOfDone: true })),
        updateStatus: fromPromise(({ input }) => incidents.update(input.incidentId, { status: input.status })),
      },
    }),
    details: incidentDetailsMachine.provide({
      actors: { updateIncident: fromPromise(({ input }) => incidents.update(input.incidentId, input.patch)) },
    }),
    hypothesisNode: hypothesisNodeMachine.provide({
      actors: {
        updateHypothesis,
        removeHypothesis: fromPromise(({ input }) => hypotheses.remove(input.id)),
        createHypothesis,
      },
    }),
    comments: createCommentsMachine({ clock, ids }).provide({
      actors: {
        saveComment: saveCommentWith((comment) => comments.create(comment)),
        loadPeople: fromPromise(() => people.people()),
      },
    }),
    createIncident: createIncidentMachine.provide({
      actors: {
        createIncident: fromPromise(({ input }) => incidents.create(input)),
        createHypothesis,
        createEvidence: fromPromise(({ input }) => evidences.create(input)),
      },
    }),
  };
}

export type IncidentMachines = ReturnType<typeof bindIncidentPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const IncidentMachines = serviceIdentifier<IncidentMachines>('IncidentMachines');
