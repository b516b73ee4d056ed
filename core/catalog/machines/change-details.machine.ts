import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../shared';
import type { ChangeDetail } from '../model';
import type { CatalogPort } from '../ports';

export interface ChangeDetailsContext {
  readonly change?: ChangeDetail;
  readonly error?: string;
  readonly view: 'unified' | 'split';
}

export type ChangeDetailsEvent =
  | { type: 'change.open'; id: string }
  | { type: 'change.close' }
  | { type: 'diff.view'; view: 'unified' | 'split' };

/** Seed 002 §2.1: clicking a change opens its details dialog, which reads the change with its diff. */
export function changeDetailsMachine(port: CatalogPort) {
  return setup({
    types: { context: {} as ChangeDetailsContext, events: {} as ChangeDetailsEvent, tags: {} as 'open' | 'loading' | 'error' },
    actors: { read: fromPromise<ChangeDetail, string>(({ input }) => port.change(input)) },
  }).createMachine({
    id: 'changeDetails',
    context: { view: 'split' },
    initial: 'closed',
    on: {
      'change.open': { target: '.loading', reenter: true },
      'change.close': { target: '.closed', actions: assign({ change: undefined, error: undefined }) },
      'diff.view': { actions: assign({ view: ({ event }) => event.view }) },
    },
    states: {
      closed: {},
      loading: {
        tags: ['open', 'loading'],
        invoke: {
          src: 'read',
          input: ({ event }) => (event.type === 'change.open' ? event.id : ''),
          onDone: { target: 'shown', actions: assign({ change: ({ event }) => event.output, error: undefined }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      shown: { tags: ['open'] },
      failed: { tags: ['open', 'error'] },
    },
  });
}

export type ChangeDetailsMachine = ReturnType<typeof changeDetailsMachine>;
