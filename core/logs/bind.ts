import { serviceIdentifier } from '../shared';
import { fromPromise } from 'xstate';
import type { PreferencesPort } from '../session';
import { logsPageMachine, type LoadedLogs } from './machines/logs-page.machine';
import type { LogsPort } from './ports';
import type { LogsRequest } from './rules/logs-query';
import { LOGS_COLUMN_SIZES_KEY, writeColumnSizes, type ColumnSizes } from './rules/table';

export interface LogsPorts {
  readonly logs: LogsPort;
  readonly preferences: PreferencesPort;
}

/** The logs machines with their effects bound to ports: production, steps and tests all start here. */
export function bindLogsPorts({ logs, preferences }: LogsPorts) {
  return {
    page: logsPageMachine.provide({
      actors: {
        loadComponents: fromPromise(() => logs.componentsWithLogs()),
        loadSelectors: fromPromise(({ input }: { input: { componentId: string } }) => logs.logSelectors(input.componentId)),
        searchLogs: fromPromise(async ({ input }: { input: LogsRequest }): Promise<LoadedLogs> => ({ ...(await logs.search(input)), exported: logs.exportTable(input) })),
      },
      actions: {
        saveColumnSizes: (_, sizes: ColumnSizes) => preferences.set(LOGS_COLUMN_SIZES_KEY, writeColumnSizes(sizes)),
      },
    }),
  };
}

export type LogsMachines = ReturnType<typeof bindLogsPorts>;
export const LogsMachines = serviceIdentifier<LogsMachines>('LogsMachines');
