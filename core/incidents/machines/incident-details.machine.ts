import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound } from '../../shared';
import type { IncidentFields, IncidentPatch } from '../model';
import { changedFields, isEmptyPatch } from '../rules/patch';
import { DEBOUNCE_MS } from '../texts';
import type { IncidentRefetch, IncidentToast } from './emitted';

export interface IncidentDetailsInput {
  readonly incidentId: string;
  readonly fields: IncidentFields;
}

export interface IncidentDetailsContext {
  readonly incidentId: string;
  /** What the server holds as far as this person knows. */
  readonly saved: IncidentFields;
  /** What the panel shows. */
  readonly draft: IncidentFields;
  /** The patch on its way. */
  readonly sending?: IncidentPatch;
}

export type IncidentDetailsEvent =
  /** Severity or type from the Details panel: sent 500 ms after the last change. */
  | { type: 'details.change'; patch: Pick<IncidentPatch, 'severity' | 'type'> }
  /** The inline title, sent when the person confirms it. */
  | { type: 'title.save'; title: string }
  /** The incident was fetched again. */
  | { type: 'incident.changed'; fields: IncidentFields };

export type IncidentDetailsEmitted = IncidentToast | IncidentRefetch;

/** `busy` while a patch is on its way. */
export type IncidentDetailsTag = 'busy';

/**
 * The Details panel and the title (seed 001 §2.3): severity and type go out debounced 500 ms, and every
 * PATCH carries only what this person changed, so another person's edit of another field survives
 * (DECISIONS §18).
 */
export const incidentDetailsMachine = setup({
  types: {
    tags: {} as IncidentDetailsTag,
    context: {} as IncidentDetailsContext,
    events: {} as IncidentDetailsEvent,
    input: {} as IncidentDetailsInput,
    emitted: {} as IncidentDetailsEmitted,
  },
  actors: {
    updateIncident: fromPromise<void, { incidentId: string; patch: IncidentPatch }>(unbound('updateIncident')),
  },
  delays: { updateDebounce: DEBOUNCE_MS.incidentUpdate },
  guards: {
    nothingChanged: ({ context }) => isEmptyPatch(changedFields(context.saved, context.draft)),
    blankTitle: (_, title: string) => title.trim() === '',
  },
}).createMachine({
  id: 'incidentDetails',
  context: ({ input }) => ({ incidentId: input.incidentId, saved: input.fields, draft: input.fields }),
  initial: 'idle',
  on: {
    'details.change': { target: '.waiting', reenter: true, actions: assign(({ context, event }) => ({ draft: { ...context.draft, ...event.patch } })) },
    'title.save': [
      { guard: { type: 'blankTitle', params: ({ event }) => event.title }, actions: assign(({ context }) => ({ draft: { ...context.draft, title: context.saved.title } })) },
      { target: '.deciding', reenter: true, actions: assign(({ context, event }) => ({ draft: { ...context.draft, title: event.title.trim() } })) },
    ],
    'incident.changed': {
      // Fields this person has not touched follow the server; pending edits stay on screen.
      actions: assign(({ context, event }) => {
        const mine = changedFields(context.saved, context.draft);
        return { saved: event.fields, draft: { ...event.fields, ...mine } };
      }),
    },
  },
  states: {
    idle: {},
    waiting: { after: { updateDebounce: 'deciding' } },
    deciding: {
      always: [{ guard: 'nothingChanged', target: 'idle' }, { target: 'sending' }],
    },
    sending: {
      tags: ['busy'],
      entry: assign(({ context }) => ({ sending: changedFields(context.saved, context.draft) })),
      invoke: {
        src: 'updateIncident',
        input: ({ context }) => ({ incidentId: context.incidentId, patch: changedFields(context.saved, context.draft) }),
        onDone: {
          target: 'idle',
          actions: [assign(({ context }) => ({ saved: { ...context.saved, ...context.sending }, sending: undefined })), emit({ type: 'incident.refetch' as const })],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({ draft: context.saved, sending: undefined })),
            emit(({ event }) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(event.error) })),
          ],
        },
      },
    },
  },
});
