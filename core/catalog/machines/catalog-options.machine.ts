import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../shared';
import type { CatalogOptions } from '../model';
import type { CatalogPort } from '../ports';

export interface CatalogOptionsContext {
  readonly options?: CatalogOptions;
  readonly error?: string;
}

export type CatalogOptionsEvent = { type: 'options.refresh' };

/** The catalog filter bar's choices, loaded once with the page and again on refresh; a failure leaves the last ones. */
export function catalogOptionsMachine(port: CatalogPort) {
  return setup({
    types: { context: {} as CatalogOptionsContext, events: {} as CatalogOptionsEvent, tags: {} as 'loading' | 'error' },
    actors: { load: fromPromise<CatalogOptions>(() => port.options()) },
  }).createMachine({
    id: 'catalogOptions',
    context: {},
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'load',
          onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output, error: undefined }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      ready: { on: { 'options.refresh': 'loading' } },
      failed: { tags: ['error'], on: { 'options.refresh': 'loading' } },
    },
  });
}

export type CatalogOptionsMachine = ReturnType<typeof catalogOptionsMachine>;
