import { assign, emit, fromPromise, setup } from 'xstate';
import { toast, unbound, type Toast } from '../../shared';
import { DEFAULT_SNAPSHOT_OPTIONS, type SnapshotOptions } from '../rules/snapshot';
import { TOPOLOGY_TEXTS, snapshotFileName } from '../texts';

export interface SnapshotInput {
  readonly componentId: string;
  readonly name: string;
}

export interface SnapshotContext extends SnapshotInput {
  readonly options: SnapshotOptions;
}

export type SnapshotEvent =
  | { type: 'snapshot.range'; start: string }
  | { type: 'snapshot.related'; related: boolean }
  | { type: 'snapshot.download' };

export type SnapshotEmitted = Toast | { type: 'snapshot.saved'; fileName: string };

export interface DownloadInput {
  readonly componentId: string;
  readonly options: SnapshotOptions;
  readonly fileName: string;
}

/**
 * The snapshot modal (seed 001 §2.12): a time range (the first option by default) and 'Include related
 * components' (off), then a download saved as {name}-snapshot.zip. A failure toasts 'Error downloading
 * file' and leaves the modal open to try again.
 */
export const snapshotMachine = setup({
  types: {
    tags: {} as 'busy',
    context: {} as SnapshotContext,
    events: {} as SnapshotEvent,
    input: {} as SnapshotInput,
    emitted: {} as SnapshotEmitted,
  },
  actors: {
    downloadSnapshot: fromPromise<void, DownloadInput>(unbound('downloadSnapshot')),
  },
}).createMachine({
  id: 'snapshot',
  context: ({ input }) => ({ ...input, options: DEFAULT_SNAPSHOT_OPTIONS }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'snapshot.range': { actions: assign({ options: ({ context, event }) => ({ ...context.options, start: event.start }) }) },
        'snapshot.related': { actions: assign({ options: ({ context, event }) => ({ ...context.options, related: event.related }) }) },
        'snapshot.download': 'downloading',
      },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        src: 'downloadSnapshot',
        input: ({ context }) => ({
          componentId: context.componentId,
          options: context.options,
          fileName: snapshotFileName(context.name),
        }),
        onDone: {
          target: 'downloaded',
          actions: emit(({ context }) => ({ type: 'snapshot.saved' as const, fileName: snapshotFileName(context.name) })),
        },
        onError: { target: 'editing', actions: emit(toast('error', TOPOLOGY_TEXTS.snapshotFailed)) },
      },
    },
    downloaded: { type: 'final' },
  },
});
