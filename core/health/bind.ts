import { serviceIdentifier } from '../shared';
import { fromPromise } from 'xstate';
import { liveSubscriptionOf, timeRangeStart, type BatchScheduler, type Clock, type LiveUpdates } from '../shared';
import type { PreferencesPort } from '../session';
import { checkDetailMachine, type HistoryRequest } from './machines/check-detail.machine';
import { configChecksMachine, type LoadedConfigChecks } from './machines/config-checks.machine';
import { healthDashboardMachine, type HealthDashboardInput } from './machines/health-dashboard.machine';
import type { CheckGraph } from './model';
import type { HealthLiveRows, HealthPort } from './ports';
import { historyQuery, parseHealthSettings, parseRefreshRate, serialiseHealthSettings, settingsOf } from './rules';
import { HEALTH_REFRESH_RATE_KEY, HEALTH_SETTINGS_KEY } from './texts';

export interface HealthPorts {
  readonly health: HealthPort;
  readonly clock: Clock;
  /** The browser's storage: the refresh choice and the dashboard settings are kept there (seed 000 §4, seed 002 §9). */
  readonly preferences: PreferencesPort;
  /** The live stream: runs of checks patch the list and the detail (DECISIONS §31). */
  readonly live: LiveUpdates;
  readonly scheduler: BatchScheduler;
  readonly liveRows: HealthLiveRows;
}

/** The health machines with their effects bound to ports: production, steps and tests all start here. */
export function bindHealthPorts(ports: HealthPorts) {
  const { health, clock, preferences, live, scheduler, liveRows } = ports;
  // A row the stream could not carry still says which check ran: the screens read that check again.
  const checkRuns = liveSubscriptionOf(live, scheduler, (event) => (event.row === undefined ? { checkId: event.id } : liveRows.checkRun(event.row)));
  return {
    /** The dashboard's input for the URL's query string, with the saved settings that fill in what it leaves out. */
    dashboardInput(search: string): HealthDashboardInput {
      return {
        search,
        settings: parseHealthSettings(preferences.get(HEALTH_SETTINGS_KEY)),
        refreshRate: parseRefreshRate(preferences.get(HEALTH_REFRESH_RATE_KEY)),
        exportOf: (filter) => health.exportTable(filter),
      };
    },
    dashboard: healthDashboardMachine.provide({
      actors: { loadSummary: fromPromise(() => health.summary()), live: checkRuns },
      actions: {
        saveSettings: ({ context }) => preferences.set(HEALTH_SETTINGS_KEY, serialiseHealthSettings(settingsOf(context.query))),
        saveRefreshRate: ({ context }) => preferences.set(HEALTH_REFRESH_RATE_KEY, context.refreshRate),
      },
    }),
    /** A config's Checks tab. */
    configChecks: configChecksMachine.provide({
      actors: {
        loadConfigChecks: fromPromise(async ({ input }: { input: string }): Promise<LoadedConfigChecks> => ({
          checks: await health.configChecks(input),
          at: clock.now().toISOString(),
        })),
      },
    }),
    checkDetail: checkDetailMachine.provide({
      actors: {
        loadCheck: fromPromise(async ({ input }: { input: { checkId: string } }) => ({
          check: await health.checkDetail(input.checkId),
          loadedAt: clock.now().toISOString(),
        })),
        loadGraph: fromPromise(async ({ input }: { input: { checkId: string; timeRange: string } }): Promise<CheckGraph> => {
          const query = { ...input, since: timeRangeStart(input.timeRange, clock.now()).toISOString() };
          const [graph, changes, transitions] = await Promise.all([health.graph(query), health.relatedChanges(query), health.relatedTransitions(query)]);
          return { ...graph, changes, transitions };
        }),
        loadHistory: fromPromise(({ input }: { input: HistoryRequest }) =>
          health.history(historyQuery({ ...input, ...input.page, now: clock.now() })),
        ),
        runNow: fromPromise(({ input }: { input: { checkId: string } }) => health.runNow(input.checkId)),
        live: checkRuns,
      },
    }),
  };
}

export type HealthMachines = ReturnType<typeof bindHealthPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const HealthMachines = serviceIdentifier<HealthMachines>('HealthMachines');
