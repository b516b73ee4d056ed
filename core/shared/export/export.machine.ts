import { assign, emit, fromCallback, setup, type ActorRefFrom } from 'xstate';
import { errorMessage } from '../errors';
import { toast, type Toast } from '../toast';
import type { ExportFormat, ExportProgress, ExportTable } from './model';
import type { ExportPort } from './ports';
import { EXPORT_TEXTS } from './texts';

export interface ExportContext {
  readonly format?: ExportFormat;
  readonly progress: ExportProgress;
}

export type ExportEvent =
  | { type: 'export.start'; table: ExportTable; format: ExportFormat }
  | { type: 'export.cancel' }
  | { type: 'export.progress'; progress: ExportProgress }
  | { type: 'export.done' }
  | { type: 'export.failed'; message: string };

interface RunInput {
  readonly table: ExportTable;
  readonly format: ExportFormat;
}

const NOTHING_YET: ExportProgress = { rows: 0 };

/**
 * One list's export button: a file at a time, its progress while rows come, a toast when it is saved or
 * why it failed. Cancel stops the reading and saves nothing.
 */
export const createExportMachine = (port: ExportPort) =>
  setup({
    types: { context: {} as ExportContext, events: {} as ExportEvent, emitted: {} as Toast },
    actors: {
      run: fromCallback<ExportEvent, RunInput>(({ input, sendBack }) => {
        let cancelled = false;
        const run = port.run(input.table, input.format, (progress) => sendBack({ type: 'export.progress', progress }));
        run.done.then(
          () => sendBack({ type: 'export.done' }),
          (error: unknown) => {
            if (!cancelled) sendBack({ type: 'export.failed', message: errorMessage(error) });
          },
        );
        return () => {
          cancelled = true;
          run.cancel();
        };
      }),
    },
  }).createMachine({
    id: 'export',
    context: { progress: NOTHING_YET },
    initial: 'idle',
    states: {
      idle: {
        on: {
          'export.start': {
            target: 'running',
            actions: assign({ format: ({ event }) => event.format, progress: NOTHING_YET }),
          },
        },
      },
      running: {
        tags: ['busy'],
        invoke: {
          src: 'run',
          input: ({ event }) => {
            const start = event as Extract<ExportEvent, { type: 'export.start' }>;
            return { table: start.table, format: start.format };
          },
        },
        on: {
          'export.progress': { actions: assign({ progress: ({ event }) => event.progress }) },
          'export.done': {
            target: 'idle',
            actions: emit(({ context }) => toast('success', EXPORT_TEXTS.done(context.progress.rows))),
          },
          'export.failed': {
            target: 'idle',
            actions: emit(({ event }) => toast('error', EXPORT_TEXTS.failed(event.message))),
          },
          'export.cancel': 'idle',
        },
      },
    },
  });

export type ExportMachine = ReturnType<typeof createExportMachine>;
export type ExportActor = ActorRefFrom<ExportMachine>;
