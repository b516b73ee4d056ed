import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, isDomainError, readUrl, toast, unbound, writeUrl, type Toast, type UrlCodec, type UrlRead, type UrlWrite } from '../../../shared';
import type { ConfigScraper, ScrapeOutcome } from '../model';
import { canWriteScrapers } from '../rules';
import { SCRAPER_NOT_FOUND, runNowMessage, type ScraperTab } from '../texts';

export interface ScraperPageInput {
  readonly id: string;
  /** The URL's query string the page opened with. */
  readonly search: string;
  readonly roles: readonly string[];
}

export interface ScraperPageContext {
  readonly id: string;
  readonly tab: ScraperTab;
  readonly canRun: boolean;
  readonly scraper?: ConfigScraper;
  readonly error?: string;
  /** Runs started from this page: the Job History tab reloads after each. */
  readonly runs: number;
}

export type ScraperPageEvent = UrlRead | { type: 'tab.select'; tab: ScraperTab } | { type: 'scraper.run' } | { type: 'scraper.reload' };

/** Seed 002 §2.1: the Spec tab unless the URL says Job History (`?tab=jobs`). */
export const SCRAPER_TAB_URL: UrlCodec<ScraperTab> = {
  parse: (params) => (params.get('tab') === 'jobs' ? 'jobs' : 'spec'),
  serialise: (tab): Record<string, string> => (tab === 'jobs' ? { tab } : {}),
};

/**
 * /catalog/scrapers/{id} (seed 002 §2.1): the scraper, its Spec and Job History tabs (the tab in the
 * URL), and Run Now for who may write scrapers; a run's outcome is a toast, and the scraper reloads after.
 */
export const scraperPageMachine = setup({
  types: {
    context: {} as ScraperPageContext,
    events: {} as ScraperPageEvent,
    input: {} as ScraperPageInput,
    emitted: {} as Toast | UrlWrite,
    tags: {} as 'loading' | 'running' | 'error',
  },
  actors: {
    load: fromPromise<ConfigScraper, string>(unbound('load')),
    run: fromPromise<ScrapeOutcome, string>(unbound('run')),
  },
}).createMachine({
  id: 'scraperPage',
  context: ({ input }) => ({
    id: input.id,
    tab: readUrl(SCRAPER_TAB_URL, input.search),
    canRun: canWriteScrapers(input.roles),
    runs: 0,
  }),
  on: {
    'tab.select': {
      actions: [assign({ tab: ({ event }) => event.tab }), emit(({ event }) => ({ type: 'url.write', search: writeUrl(SCRAPER_TAB_URL, event.tab), push: true }) as const)],
    },
    'url.read': { actions: assign({ tab: ({ event }) => readUrl(SCRAPER_TAB_URL, event.search) }) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'load',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ scraper: ({ event }) => event.output, error: undefined }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (isDomainError(event.error) && event.error.kind === 'not_found' ? SCRAPER_NOT_FOUND : errorMessage(event.error)),
          }),
        },
      },
    },
    failed: { tags: 'error', on: { 'scraper.reload': 'loading' } },
    ready: {
      on: {
        'scraper.reload': 'loading',
        'scraper.run': { guard: ({ context }) => context.canRun, target: 'running' },
      },
    },
    running: {
      tags: 'running',
      invoke: {
        src: 'run',
        input: ({ context }) => context.id,
        onDone: {
          target: 'loading',
          actions: [
            assign({ runs: ({ context }) => context.runs + 1 }),
            emit(({ context, event }) => toast(event.output.status === 'FAILED' ? 'error' : 'success', runNowMessage(context.scraper!.name, event.output))),
          ],
        },
        onError: { target: 'ready', actions: emit(({ event }) => toast('error', errorMessage(event.error))) },
      },
    },
  },
});

export type ScraperPageMachine = typeof scraperPageMachine;
