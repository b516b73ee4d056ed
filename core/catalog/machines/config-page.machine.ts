import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, isDomainError, readUrl, writeUrl, type Clock, type UrlCodec, type UrlRead, type UrlWrite } from '../../shared';
import type { ConfigDetail } from '../model';
import type { CatalogPort } from '../ports';
import { DEFAULT_CONTENT_FORMAT, selectedLines, type ContentFormat } from '../rules';

export interface ConfigPageInput {
  readonly id: string;
  /** The URL's query string the page opened with. */
  readonly search: string;
}

export interface ConfigPageContext {
  readonly id: string;
  readonly config?: ConfigDetail;
  /** When the config was read: what 'Last scraped' is judged against. */
  readonly readAt?: Date;
  readonly error?: string;
  readonly format: ContentFormat;
  /** Selected lines of the content, counted from 1. */
  readonly selected: readonly number[];
}

export type ConfigPageEvent =
  | UrlRead
  | { type: 'config.reload' }
  | { type: 'format.set'; format: ContentFormat }
  | { type: 'line.toggle'; line: number }
  | { type: 'lines.clear' };

/** Seed 002 §2.1: the selected lines in the URL parameter `selected`. */
export const CONFIG_PAGE_URL: UrlCodec<readonly number[]> = {
  parse: (params) => selectedLines(params.getAll('selected')),
  serialise: (lines): Record<string, string> => (lines.length > 0 ? { selected: lines.join(',') } : {}),
};

type Failed = { event: { error: unknown } };

const sameLines = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((line, index) => line === b[index]);

/**
 * A config's page (seed 002 §2.1): it reads the config, says 'Details not found' when there is none and
 * the server's message when the read fails, shows its content in JSON or YAML, and keeps the selected
 * lines in the URL.
 */
export function configPageMachine(port: CatalogPort, clock: Clock) {
  return setup({
    types: {
      context: {} as ConfigPageContext,
      events: {} as ConfigPageEvent,
      input: {} as ConfigPageInput,
      emitted: {} as UrlWrite,
      tags: {} as 'loading' | 'missing' | 'error' | 'refreshing',
    },
    actors: {
      read: fromPromise<{ config: ConfigDetail; at: Date }, string>(async ({ input }) => ({ config: await port.get(input), at: clock.now() })),
    },
    guards: {
      missing: (_, error: unknown) => isDomainError(error) && error.kind === 'not_found',
    },
    actions: {
      writeUrl: emit(({ context }): UrlWrite => ({ type: 'url.write', search: writeUrl(CONFIG_PAGE_URL, context.selected) })),
    },
  }).createMachine({
    id: 'configPage',
    context: ({ input }) => ({ id: input.id, format: DEFAULT_CONTENT_FORMAT, selected: readUrl(CONFIG_PAGE_URL, input.search) }),
    initial: 'loading',
    on: {
      'format.set': { actions: assign({ format: ({ event }) => event.format }) },
      'line.toggle': {
        actions: [
          assign({
            selected: ({ context, event }) =>
              context.selected.includes(event.line)
                ? context.selected.filter((line) => line !== event.line)
                : [...context.selected, event.line].sort((a, b) => a - b),
          }),
          'writeUrl',
        ],
      },
      'lines.clear': { guard: ({ context }) => context.selected.length > 0, actions: [assign({ selected: [] }), 'writeUrl'] },
      'url.read': {
        guard: ({ context, event }) => !sameLines(context.selected, readUrl(CONFIG_PAGE_URL, event.search)),
        actions: assign({ selected: ({ event }) => readUrl(CONFIG_PAGE_URL, event.search) }),
      },
    },
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'read',
          input: ({ context }) => context.id,
          onDone: { target: 'ready', actions: assign({ config: ({ event }) => event.output.config, readAt: ({ event }) => event.output.at, error: undefined }) },
          onError: [
            { guard: { type: 'missing', params: ({ event }: Failed) => event.error }, target: 'missing' },
            { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          ],
        },
      },
      ready: { on: { 'config.reload': 'refreshing' } },
      // The config stays on screen while it is read again; a failure keeps it.
      refreshing: {
        tags: ['refreshing'],
        invoke: {
          src: 'read',
          input: ({ context }) => context.id,
          onDone: { target: 'ready', actions: assign({ config: ({ event }) => event.output.config, readAt: ({ event }) => event.output.at }) },
          onError: [{ guard: { type: 'missing', params: ({ event }: Failed) => event.error }, target: 'missing' }, { target: 'ready' }],
        },
      },
      missing: { tags: ['missing'], on: { 'config.reload': 'loading' } },
      failed: { tags: ['error'], on: { 'config.reload': 'loading' } },
    },
  });
}

export type ConfigPageMachine = ReturnType<typeof configPageMachine>;
