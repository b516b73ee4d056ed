import { assign, fromPromise, setup } from 'xstate';
import type { ConnectionTestOutcome } from '../model';
import type { ConnectionPort } from '../ports';

export interface ConnectionTestContext {
  /** The connection being tested, and its name for the dialog. */
  readonly id?: string;
  readonly name?: string;
  readonly outcome?: ConnectionTestOutcome;
}

export type ConnectionTestEvent = { type: 'test.start'; id: string; name: string } | { type: 'test.close' };

/**
 * R002-4-17: the connection test dialog, testing then showing success or error. A request that fails
 * before the server answers (the network) is a failure like any other (R002-8-31).
 */
export function createConnectionTestMachine(port: Pick<ConnectionPort, 'test'>) {
  return setup({
    types: { context: {} as ConnectionTestContext, events: {} as ConnectionTestEvent, tags: {} as 'busy' },
    actors: { test: fromPromise<ConnectionTestOutcome, string>(({ input }) => port.test(input)) },
  }).createMachine({
    id: 'connectionTest',
    initial: 'closed',
    context: {},
    states: {
      closed: {
        on: { 'test.start': { target: 'testing', actions: assign(({ event }) => ({ id: event.id, name: event.name, outcome: undefined })) } },
      },
      testing: {
        tags: ['busy'],
        invoke: {
          src: 'test',
          input: ({ context }) => context.id!,
          onDone: { target: 'shown', actions: assign({ outcome: ({ event }) => event.output }) },
          onError: { target: 'shown', actions: assign({ outcome: { kind: 'failed' } as ConnectionTestOutcome }) },
        },
        on: { 'test.close': { target: 'closed', actions: assign({ id: undefined, name: undefined, outcome: undefined }) } },
      },
      shown: {
        on: {
          'test.close': { target: 'closed', actions: assign({ id: undefined, name: undefined, outcome: undefined }) },
          'test.start': { target: 'testing', actions: assign(({ event }) => ({ id: event.id, name: event.name, outcome: undefined })) },
        },
      },
    },
  });
}

export type ConnectionTestMachine = ReturnType<typeof createConnectionTestMachine>;
