import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, isDomainError, unbound } from '../../shared';
import type {
  Component, ComponentChange, ComponentCheck, ComponentIncident, ComponentInsight, ComponentPlaybookRun, ComponentTeam,
  ConfigLink, PageOf,
} from '../model';
import {
  DEFAULT_INCIDENTS_FILTER, SIDE_PANEL_PAGE_SIZE, isListSection, isNearBottom, sidePanelSections, toggleSection,
  type IncidentsFilter, type ListSection, type ScrollPosition, type SidePanelSection,
} from '../rules/side-panel';

/** What each list section holds. */
export interface SectionItems {
  readonly catalog: ConfigLink;
  readonly incidents: ComponentIncident;
  readonly changes: ComponentChange;
  readonly checks: ComponentCheck;
  readonly playbooks: ComponentPlaybookRun;
  readonly teams: ComponentTeam;
  readonly insights: ComponentInsight;
}

export interface SectionList<T> {
  readonly items: readonly T[];
  readonly pagesLoaded: number;
  readonly hasMore: boolean;
  readonly total?: number;
  readonly error?: string;
}

export type SectionLists = { readonly [S in ListSection]: SectionList<SectionItems[S]> };

export interface SidePanelInput {
  readonly componentId: string;
}

export interface SidePanelContext extends SidePanelInput {
  readonly component?: Component;
  readonly playbooksExist: boolean;
  readonly open?: SidePanelSection;
  readonly lists: SectionLists;
  readonly incidentsFilter: IncidentsFilter;
  /** The section whose page is loading, if any. */
  readonly loading?: ListSection;
  readonly error?: string;
}

export type SidePanelEvent =
  | { type: 'section.toggle'; section: SidePanelSection }
  | { type: 'section.scrolled'; position: ScrollPosition }
  | { type: 'section.reload'; section: ListSection }
  | { type: 'incidents.filter'; filter: IncidentsFilter }
  | { type: 'panel.reload' };

export interface PageInput {
  readonly componentId: string;
  readonly section: ListSection;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly incidentsFilter: IncidentsFilter;
}

export interface PageOutput {
  readonly section: ListSection;
  readonly page: PageOf<unknown>;
}

export interface PanelComponent {
  readonly component: Component;
  readonly playbooksExist: boolean;
}

const EMPTY_LIST: SectionList<never> = { items: [], pagesLoaded: 0, hasMore: true };

const emptyLists = (): SectionLists => ({
  catalog: EMPTY_LIST,
  incidents: EMPTY_LIST,
  changes: EMPTY_LIST,
  checks: EMPTY_LIST,
  playbooks: EMPTY_LIST,
  teams: EMPTY_LIST,
  insights: EMPTY_LIST,
});

const openList = (context: SidePanelContext): ListSection | undefined => {
  const { open } = context;
  if (!open || !isListSection(open)) return undefined;
  return sidePanelSections({ playbooksExist: context.playbooksExist }).includes(open) ? open : undefined;
};

const withList = (lists: SectionLists, section: ListSection, list: SectionList<unknown>): SectionLists =>
  ({ ...lists, [section]: list }) as SectionLists;

/**
 * The side panel of /topology/{id} (seed 001 §2.10): the component, then collapsible sections, one open
 * at a time. A list section loads its first page of 50 when first opened and the next page when
 * scrolled within 300 px of its bottom; a failed page shows its error in that section only.
 */
export const sidePanelMachine = setup({
  types: {
    tags: {} as 'loading' | 'notFound' | 'error',
    context: {} as SidePanelContext,
    events: {} as SidePanelEvent,
    input: {} as SidePanelInput,
  },
  actors: {
    loadComponent: fromPromise<PanelComponent, { componentId: string }>(unbound('loadComponent')),
    loadPage: fromPromise<PageOutput, PageInput>(unbound('loadPage')),
  },
  guards: {
    needsFirstPage: ({ context }) => {
      const section = openList(context);
      if (!section) return false;
      const list = context.lists[section];
      return list.pagesLoaded === 0 && list.error === undefined;
    },
    wantsNextPage: ({ context, event }) => {
      const section = openList(context);
      if (!section || event.type !== 'section.scrolled') return false;
      const list = context.lists[section];
      return list.pagesLoaded > 0 && list.hasMore && list.error === undefined && isNearBottom(event.position);
    },
    isNotFound: (_, error: unknown) => isDomainError(error) && error.kind === 'not_found',
  },
}).createMachine({
  id: 'sidePanel',
  context: ({ input }) => ({
    ...input,
    playbooksExist: false,
    lists: emptyLists(),
    incidentsFilter: DEFAULT_INCIDENTS_FILTER,
  }),
  initial: 'loadingComponent',
  on: {
    'section.toggle': { actions: assign({ open: ({ context, event }) => toggleSection(context.open, event.section) }) },
    'panel.reload': { target: '.loadingComponent', actions: assign({ lists: emptyLists, loading: undefined }) },
  },
  states: {
    loadingComponent: {
      tags: ['loading'],
      invoke: {
        src: 'loadComponent',
        input: ({ context }) => ({ componentId: context.componentId }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...event.output, error: undefined })),
        },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'notFound' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    notFound: { tags: ['notFound'] },
    failed: { tags: ['error'] },
    ready: {
      initial: 'idle',
      on: {
        'section.reload': {
          target: '.idle',
          actions: assign({
            lists: ({ context, event }) => withList(context.lists, event.section, EMPTY_LIST),
            loading: undefined,
          }),
        },
        'incidents.filter': {
          target: '.idle',
          actions: assign({
            incidentsFilter: ({ event }) => event.filter,
            lists: ({ context }) => withList(context.lists, 'incidents', EMPTY_LIST),
            loading: undefined,
          }),
        },
      },
      states: {
        idle: {
          always: { guard: 'needsFirstPage', target: 'loadingPage' },
          on: { 'section.scrolled': { guard: 'wantsNextPage', target: 'loadingPage' } },
        },
        loadingPage: {
          entry: assign({ loading: ({ context }) => openList(context) }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => {
              const section = openList(context)!;
              return {
                componentId: context.componentId,
                section,
                pageIndex: context.lists[section].pagesLoaded,
                pageSize: SIDE_PANEL_PAGE_SIZE,
                incidentsFilter: context.incidentsFilter,
              };
            },
            onDone: {
              target: 'idle',
              actions: assign({
                lists: ({ context, event }) => {
                  const { section, page } = event.output;
                  const list = context.lists[section] as SectionList<unknown>;
                  return withList(context.lists, section, {
                    items: [...list.items, ...page.items],
                    pagesLoaded: list.pagesLoaded + 1,
                    hasMore: page.hasMore,
                    total: page.total,
                  });
                },
                loading: undefined,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                lists: ({ context, event }) => {
                  const section = context.loading!;
                  return withList(context.lists, section, { ...context.lists[section], error: errorMessage(event.error) });
                },
                loading: undefined,
              }),
            },
          },
        },
      },
    },
  },
});
