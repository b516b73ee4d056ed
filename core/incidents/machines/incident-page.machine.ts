import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { errorMessage, noLiveUpdates, unbound, type LiveSubscriptionEvent } from '../../shared';
import type { Hypothesis, Incident, IncidentFields, IncidentHistoryEntry, Person } from '../model';
import { defaultCommentHypothesisId, incidentEvidences } from '../selectors/incident';
import { applyIncidentChanges, INCIDENT_LIVE_KINDS, type IncidentChange } from '../rules/live';
import { DETAIL_TABS, EVIDENCE_DELETE_FAILED, RESPONDER_DELETED } from '../texts';
import { definitionOfDoneMachine } from './definition-of-done.machine';
import type { IncidentToast } from './emitted';
import { hypothesisNodeMachine } from './hypothesis-node.machine';
import { incidentDetailsMachine } from './incident-details.machine';
import { incidentStatusMachine } from './incident-status.machine';
import { relayEmitted, type RelayedEvent } from './relay';

export type DetailTabName = (typeof DETAIL_TABS)[number];

export interface IncidentPageInput {
  readonly incidentId: string;
  /** Who is acting: recorded as created_by of what the page's parts add. */
  readonly person: Person;
  /** `?comments=true`: every node of the Comments tab starts open. */
  readonly expandComments?: boolean;
}

/** The page's parts, each a child actor it spawned once the incident was there. */
export interface IncidentPageParts {
  readonly details: ActorRefFrom<typeof incidentDetailsMachine>;
  readonly status: ActorRefFrom<typeof incidentStatusMachine>;
  readonly definitionOfDone: ActorRefFrom<typeof definitionOfDoneMachine>;
  /** One node per hypothesis, by its id. */
  readonly nodes: Readonly<Record<string, ActorRefFrom<typeof hypothesisNodeMachine>>>;
}

export interface IncidentPageContext {
  readonly incidentId: string;
  readonly person: Person;
  readonly expandComments: boolean;
  /** The tab shown: a node starts open on the Action Plan, and on Comments with `?comments=true`. */
  readonly tab: DetailTabName;
  readonly incident?: Incident;
  /** The changelog, newest first. */
  readonly history?: readonly IncidentHistoryEntry[];
  readonly error?: string;
  readonly parts?: IncidentPageParts;
}

export type IncidentPageEvent =
  /** Something changed: fetch the incident and its changelog again, keeping them on screen. */
  | { type: 'incident.refetch' }
  | { type: 'responder.remove'; responderId: string }
  | { type: 'evidence.remove'; evidenceId: string }
  /** Another tab is shown: its nodes start as they would on a fresh tab. */
  | { type: 'tab.select'; tab: DetailTabName }
  /** The address asked for every node of Comments open. */
  | { type: 'comments.expandAll' }
  /** A part's toast or log line, passed on to whoever shows the page. */
  | Exclude<RelayedEvent, { type: 'incident.refetch' }>
  /** Changes others made, from the live stream (DECISIONS §31). */
  | LiveSubscriptionEvent<IncidentChange>;

export type IncidentPageEmitted = IncidentToast | { readonly type: 'log'; readonly message: string };

/** `loading` until the incident is first there, `notFound`, `error` when it could not be read, `ready` once shown. */
export type IncidentPageTag = 'loading' | 'notFound' | 'error' | 'ready';

interface Loaded {
  readonly incident?: Incident;
  readonly history: IncidentHistoryEntry[];
}

const fieldsOf = (incident: Incident): IncidentFields => ({
  title: incident.title, description: incident.description, severity: incident.severity, type: incident.type, status: incident.status,
});

const startsOpen = (context: Pick<IncidentPageContext, 'tab' | 'expandComments'>) => context.tab !== DETAIL_TABS[0] || context.expandComments;

/** A hypothesis another fetch brought with a new title or status: its node follows. */
const changed = (before: Hypothesis | undefined, after: Hypothesis) => before !== undefined && (before.title !== after.title || before.status !== after.status);

/**
 * Seed 001 §2.3, §2.6, §2.7: the incident with its hypotheses, evidence, comments and responders, and
 * its changelog. A missing incident says so; a refetch keeps the page on screen, and one asked for
 * meanwhile starts it over so the last change is never missed. Responders are removed by soft delete.
 *
 * The page owns its parts: once the incident is there it spawns the title and Details editor, the
 * status control, the definition of done and one node per hypothesis, and every fetch brings them the
 * incident as it is now (a hypothesis someone else added gets a node, a deleted one loses it). What a
 * part emits comes back here: a change fetches the incident again, toasts and log lines are passed on.
 * Each part sends only what its person changed, so edits of others survive (DECISIONS §18).
 */
export const incidentPageMachine = setup({
  types: {
    tags: {} as IncidentPageTag,
    context: {} as IncidentPageContext,
    events: {} as IncidentPageEvent,
    input: {} as IncidentPageInput,
    emitted: {} as IncidentPageEmitted,
  },
  actors: {
    loadIncident: fromPromise<Loaded, { incidentId: string }>(unbound('loadIncident')),
    removeResponder: fromPromise<void, { id: string }>(unbound('removeResponder')),
    removeEvidence: fromPromise<void, { id: string }>(unbound('removeEvidence')),
    details: incidentDetailsMachine,
    status: incidentStatusMachine,
    definitionOfDone: definitionOfDoneMachine,
    hypothesisNode: hypothesisNodeMachine,
    relay: relayEmitted,
    live: noLiveUpdates,
  },
  actions: {
    /** The incident as fetched, handed to the parts (spawned on the first fetch, nodes as hypotheses come and go). */
    keep: enqueueActions(({ context, enqueue }, loaded: Loaded) => {
      const { incident, history } = loaded;
      if (!incident) {
        // Deleted since it was shown: the page says it could not load it, and Retry fetches again.
        enqueue.assign({ incident: undefined, history, error: undefined });
        return;
      }
      const evidences = incidentEvidences(incident);
      const { parts } = context;
      if (parts) {
        enqueue.sendTo(parts.details, { type: 'incident.changed', fields: fieldsOf(incident) });
        enqueue.sendTo(parts.status, { type: 'incident.changed', status: incident.status, evidences });
        enqueue.sendTo(parts.definitionOfDone, { type: 'evidences.changed', evidences, hypothesisId: defaultCommentHypothesisId(incident) });
        for (const [id, node] of Object.entries(parts.nodes)) {
          const now = incident.hypotheses.find((h) => h.id === id);
          if (!now) {
            enqueue.stopChild(`relay:${node.id}`);
            enqueue.stopChild(node);
          } else if (changed(context.incident?.hypotheses.find((h) => h.id === id), now)) {
            enqueue.sendTo(node, { type: 'hypothesis.changed', hypothesis: { title: now.title, status: now.status } });
          }
        }
      }
      enqueue.assign(({ spawn }) => {
        const relayed = <A extends AnyActorRef>(child: A): A => {
          spawn('relay', { id: `relay:${child.id}`, input: { child } });
          return child;
        };
        const userId = context.person.id;
        const expandAll = startsOpen(context);
        const nodes = Object.fromEntries(
          incident.hypotheses.map((hypothesis) => [
            hypothesis.id,
            parts?.nodes[hypothesis.id] ?? relayed(spawn('hypothesisNode', { id: `node:${hypothesis.id}`, input: { hypothesis, userId, expandAll } })),
          ]),
        );
        return {
          incident,
          history,
          error: undefined,
          parts: {
            details: parts?.details ?? relayed(spawn('details', { id: 'details', input: { incidentId: incident.id, fields: fieldsOf(incident) } })),
            status: parts?.status ?? relayed(spawn('status', { id: 'status', input: { incidentId: incident.id, status: incident.status, evidences } })),
            definitionOfDone:
              parts?.definitionOfDone ??
              relayed(spawn('definitionOfDone', { id: 'definitionOfDone', input: { hypothesisId: defaultCommentHypothesisId(incident), userId, evidences } })),
            nodes,
          },
        };
      });
    }),
    /** Every node starts as it would on a freshly shown tab. */
    resetNodes: enqueueActions(({ context, enqueue }) => {
      for (const node of Object.values(context.parts?.nodes ?? {})) enqueue.sendTo(node, { type: 'node.reset', expandAll: startsOpen(context) });
    }),
    passOn: emit(({ event }) => event as IncidentPageEmitted),
  },
}).createMachine({
  id: 'incidentPage',
  context: ({ input }) => ({
    incidentId: input.incidentId,
    person: input.person,
    expandComments: input.expandComments ?? false,
    tab: DETAIL_TABS[0],
  }),
  initial: 'loading',
  on: {
    toast: { actions: 'passOn' },
    log: { actions: 'passOn' },
    'tab.select': { actions: [assign(({ event }) => ({ tab: event.tab })), 'resetNodes'] },
    'comments.expandAll': {
      guard: ({ context }) => !context.expandComments,
      actions: [assign({ expandComments: true }), enqueueActions(({ context, enqueue }) => {
        if (context.tab !== DETAIL_TABS[0]) return;
        for (const node of Object.values(context.parts?.nodes ?? {})) enqueue.sendTo(node, { type: 'node.expandAll' });
      })],
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadIncident',
        input: ({ context }) => ({ incidentId: context.incidentId }),
        onDone: [
          { guard: ({ event }) => event.output.incident === undefined, target: 'notFound' },
          { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
      },
    },
    notFound: { tags: ['notFound'] },
    failed: { tags: ['error'], on: { 'incident.refetch': 'loading' } },
    ready: {
      tags: ['ready'],
      // Others' changes patch the incident on screen; only what an event cannot carry reads it again.
      invoke: { src: 'live', input: { kinds: INCIDENT_LIVE_KINDS } },
      on: {
        'live.batch': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (!context.incident) return;
            const applied = applyIncidentChanges(context.incident, event.changes);
            if (applied.changed) enqueue({ type: 'keep', params: { incident: applied.incident, history: [...(context.history ?? [])] } });
            if (applied.refetch) enqueue.raise({ type: 'incident.refetch' });
          }),
        },
        'live.resync': { actions: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'incident.refetch' })) },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'incident.refetch': 'refreshing',
            'responder.remove': 'removingResponder',
            'evidence.remove': 'removingEvidence',
          },
        },
        refreshing: {
          on: { 'incident.refetch': { target: 'refreshing', reenter: true } },
          invoke: {
            src: 'loadIncident',
            input: ({ context }) => ({ incidentId: context.incidentId }),
            onDone: { target: 'idle', actions: { type: 'keep', params: ({ event }) => event.output } },
            // The page keeps what it shows; the next change fetches again.
            onError: { target: 'idle' },
          },
        },
        removingResponder: {
          invoke: {
            src: 'removeResponder',
            input: ({ event }) => ({ id: (event as { responderId: string }).responderId }),
            onDone: { target: 'refreshing', actions: emit({ type: 'toast' as const, status: 'success' as const, message: RESPONDER_DELETED }) },
            onError: {
              target: 'idle',
              actions: emit(({ event }) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(event.error) })),
            },
          },
        },
        removingEvidence: {
          invoke: {
            src: 'removeEvidence',
            input: ({ event }) => ({ id: (event as { evidenceId: string }).evidenceId }),
            onDone: { target: 'refreshing' },
            onError: { target: 'idle', actions: emit({ type: 'toast' as const, status: 'error' as const, message: EVIDENCE_DELETE_FAILED }) },
          },
        },
      },
    },
  },
});
