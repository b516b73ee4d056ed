import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, unbound, type Toast } from '../../shared';
import type { AttachedEvidence } from '../../incidents';
import type { RunDialogInput } from '../../playbooks';
import type { PaletteItem, PalettePage, PaletteResource, PaletteResourceKind, PaletteSearch } from '../model';
import type { PaletteAbilities } from '../rules/abilities';
import { paletteItems } from '../rules/items';
import { rememberRecent } from '../rules/recent';

/**
 * The pause after the last keystroke before the server is asked (issue 22: at most 50 ms). People leave
 * 100 ms or more between keys, so each of their keystrokes is searched either way; a faster burst (a
 * paste, a held key) still makes one search, and the answer comes 20 ms sooner than at 50.
 */
export const PALETTE_DEBOUNCE_MS = 30;
/** Results of each kind asked for. */
export const PALETTE_LIMIT = 8;
/**
 * The server is asked from the second letter on; one letter filters the palette's own verbs and pages.
 * One letter starts a word in most names (at scale 100, "a" matched 8,755 configs), so its eight "best"
 * are noise, and ranking them held the built-in backend's only thread for 115-150 ms.
 */
const PALETTE_MIN_SEARCH = 2;

/** Too short for the server: nothing typed, or a single letter. */
export const tooShortToSearch = (text: string) => text.trim().length < PALETTE_MIN_SEARCH;

export interface PaletteInput {
  readonly abilities: PaletteAbilities;
  readonly kinds: readonly PaletteResourceKind[];
  readonly pages: readonly PalettePage[];
  readonly recent: readonly PaletteResource[];
}

/** What the search actor is given: the query, and where to hand each part of the answer as it arrives. */
export interface PaletteSearchRun {
  readonly query: PaletteSearch;
  readonly found: (part: readonly PaletteResource[]) => void;
}

export interface PaletteContext extends PaletteInput {
  readonly text: string;
  readonly results: readonly PaletteResource[];
  /** The results shown are the last search's: the next part found replaces them instead of joining them. */
  readonly stale: boolean;
  readonly items: readonly PaletteItem[];
  /** The highlighted item's index in `items`. */
  readonly active: number;
  readonly error?: string;
  /** The check being run, while it runs. */
  readonly running?: PaletteResource;
}

export type PaletteEvent =
  | { type: 'palette.type'; text: string }
  | { type: 'palette.move'; by: number }
  | { type: 'palette.highlight'; index: number }
  | { type: 'palette.choose'; index?: number }
  | { type: 'palette.close' }
  /** A part of the answer arrived (sent by the search itself). */
  | { type: 'palette.found'; part: readonly PaletteResource[] };

/** What the screen does for a chosen item; the palette is closed by then. */
export type PaletteEmitted =
  | { type: 'navigate'; path: string }
  | { type: 'colourMode.toggle' }
  | { type: 'incident.create'; evidence?: AttachedEvidence }
  | { type: 'playbook.run'; dialog: RunDialogInput }
  | Toast;

export type PaletteTag = 'searching' | 'running';

const itemsOf = (context: Omit<PaletteContext, 'items' | 'active'>) => paletteItems(context);

/** Keeps the highlight on a row after the list changed, or on the first. */
const withItems = (context: PaletteContext, changes: Partial<PaletteContext>): Partial<PaletteContext> => {
  const next = { ...context, ...changes };
  const items = itemsOf(next);
  const key = context.items[context.active]?.key;
  const kept = items.findIndex((item) => item.key === key);
  return { ...changes, items, active: kept >= 0 && changes.text === undefined ? kept : 0 };
};

const chosen = (context: PaletteContext, event: PaletteEvent): PaletteItem | undefined =>
  event.type === 'palette.choose' ? context.items[event.index ?? context.active] : undefined;

const verbIs = (type: PaletteItem['verb']['type']) => ({ context, event }: { context: PaletteContext; event: PaletteEvent }) =>
  chosen(context, event)?.verb.type === type;

/**
 * The command palette (issue 22): what was typed searches the server after a short pause, local verbs
 * and pages filter at once, arrows move the highlight, Enter acts. Write verbs come only with the
 * abilities the person's roles give; choosing a resource remembers it for next time.
 */
export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
    input: {} as PaletteInput,
    emitted: {} as PaletteEmitted,
    tags: {} as PaletteTag,
  },
  actors: {
    search: fromPromise<PaletteResource[], PaletteSearchRun>(unbound('search')),
    runCheck: fromPromise<Toast, { checkId: string }>(unbound('runCheck')),
  },
  delays: { debounce: PALETTE_DEBOUNCE_MS },
  guards: {
    tooShort: ({ event }) => event.type === 'palette.type' && tooShortToSearch(event.text),
    goes: verbIs('go'),
    signsOut: verbIs('sign-out'),
    runsCheck: verbIs('run-check'),
    createsIncident: verbIs('create-incident'),
    runsPlaybook: verbIs('run-playbook'),
    togglesMode: verbIs('toggle-colour-mode'),
  },
  actions: {
    type: assign(({ context, event }) => (event.type === 'palette.type' ? withItems(context, { text: event.text }) : {})),
    clearResults: assign(({ context }) => withItems(context, { results: [], error: undefined })),
    /** Rows show as each part of the answer arrives; the whole answer replaces them when it is complete. */
    addFound: assign(({ context, event }) =>
      event.type === 'palette.found'
        ? withItems(context, { results: context.stale ? event.part : [...context.results, ...event.part], stale: false })
        : {},
    ),
    move: assign(({ context, event }) => {
      if (event.type !== 'palette.move' || context.items.length === 0) return {};
      const count = context.items.length;
      return { active: (((context.active + event.by) % count) + count) % count };
    }),
    highlight: assign(({ context, event }) =>
      event.type === 'palette.highlight' && event.index >= 0 && event.index < context.items.length ? { active: event.index } : {},
    ),
    /** Saving to the browser is bound by the area (the preferences port); here the list is updated. */
    remember: assign(({ context, event }) => {
      const verb = chosen(context, event)?.verb;
      const picked = verb && (verb.type === 'run-check' ? verb.check : 'resource' in verb ? verb.resource : undefined);
      return picked ? { recent: rememberRecent(context.recent, picked) } : {};
    }),
    saveRecent: () => undefined,
    navigate: emit(({ context, event }): PaletteEmitted => {
      const verb = chosen(context, event)!.verb;
      return { type: 'navigate', path: verb.type === 'go' || verb.type === 'sign-out' ? verb.path : '/' };
    }),
    createIncident: emit(({ context, event }): PaletteEmitted => {
      const verb = chosen(context, event)!.verb;
      return { type: 'incident.create', evidence: verb.type === 'create-incident' ? verb.evidence : undefined };
    }),
    runPlaybook: emit(({ context, event }): PaletteEmitted => {
      const verb = chosen(context, event)!.verb;
      return { type: 'playbook.run', dialog: verb.type === 'run-playbook' ? verb.dialog : {} };
    }),
    toggleMode: emit({ type: 'colourMode.toggle' }),
    startRun: assign(({ context, event }) => {
      const verb = chosen(context, event)!.verb;
      return { running: verb.type === 'run-check' ? verb.check : undefined };
    }),
  },
}).createMachine({
  id: 'palette',
  context: ({ input }) => ({ ...input, text: '', results: [], stale: false, items: paletteItems({ ...input, text: '', results: [] }), active: 0 }),
  initial: 'open',
  states: {
    open: {
      initial: 'idle',
      on: {
        'palette.type': [
          { guard: 'tooShort', target: '.idle', actions: ['type', 'clearResults'] },
          { target: '.debouncing', reenter: true, actions: 'type' },
        ],
        'palette.move': { actions: 'move' },
        'palette.highlight': { actions: 'highlight' },
        'palette.choose': [
          { guard: 'goes', target: 'closed', actions: ['remember', 'saveRecent', 'navigate'] },
          { guard: 'signsOut', target: 'closed', actions: 'navigate' },
          { guard: 'runsCheck', target: 'running', actions: ['remember', 'saveRecent', 'startRun'] },
          { guard: 'createsIncident', target: 'closed', actions: ['remember', 'saveRecent', 'createIncident'] },
          { guard: 'runsPlaybook', target: 'closed', actions: ['remember', 'saveRecent', 'runPlaybook'] },
          { guard: 'togglesMode', target: 'closed', actions: 'toggleMode' },
        ],
        'palette.close': 'closed',
      },
      states: {
        idle: {},
        debouncing: { tags: ['searching'], after: { debounce: 'searching' } },
        searching: {
          tags: ['searching'],
          entry: assign({ stale: true }),
          on: { 'palette.found': { actions: 'addFound' } },
          invoke: {
            src: 'search',
            input: ({ context, self }): PaletteSearchRun => ({
              query: { text: context.text.trim(), kinds: context.kinds, limit: PALETTE_LIMIT },
              found: (part) => self.send({ type: 'palette.found', part }),
            }),
            onDone: { target: 'ready', actions: assign(({ context, event }) => withItems(context, { results: event.output, error: undefined })) },
            onError: { target: 'ready', actions: assign(({ context, event }) => withItems(context, { results: [], error: errorMessage(event.error) })) },
          },
        },
        ready: {},
      },
    },
    running: {
      tags: ['running'],
      invoke: {
        src: 'runCheck',
        input: ({ context }) => ({ checkId: context.running!.id }),
        onDone: { target: 'closed', actions: emit(({ event }) => event.output) },
        onError: { target: 'closed', actions: emit(({ event }): PaletteEmitted => ({ type: 'toast', status: 'error', message: errorMessage(event.error) })) },
      },
    },
    closed: { type: 'final' },
  },
});
