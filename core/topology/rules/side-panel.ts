import { isFeatureEnabled, type Feature, type FlagValues } from '../../access';
import { toggleOnlyOpen } from '../../shared';

/** Seed 001 §2.10: the side panel's collapsible sections, in order. */
export const SIDE_PANEL_SECTIONS = {
  details: 'Details',
  catalog: 'Catalog',
  incidents: 'Incidents',
  changes: 'Changes',
  checks: 'Checks',
  playbooks: 'Playbooks',
  teams: 'Teams',
  insights: 'Insights',
} as const;
export type SidePanelSection = keyof typeof SIDE_PANEL_SECTIONS;
export type ListSection = Exclude<SidePanelSection, 'details'>;

const ALL_SECTIONS = Object.keys(SIDE_PANEL_SECTIONS) as SidePanelSection[];

/** The feature whose flag hides a section when it is turned off (seed 002 §6: incidents hide their panel). */
const SECTION_FEATURES: Readonly<Partial<Record<SidePanelSection, Feature>>> = {
  catalog: 'config',
  incidents: 'incidents',
  changes: 'config',
  checks: 'health',
  playbooks: 'playbooks',
  insights: 'config',
};

/**
 * The sections shown: Playbooks only when playbooks exist for the component, and none whose feature is
 * turned off by its flag.
 */
export const sidePanelSections = (options: { playbooksExist: boolean; flags?: FlagValues }): SidePanelSection[] =>
  ALL_SECTIONS.filter((section) => {
    if (section === 'playbooks' && !options.playbooksExist) return false;
    const feature = SECTION_FEATURES[section];
    return !feature || !options.flags || isFeatureEnabled(feature, options.flags);
  });

export const isListSection = (section: SidePanelSection): section is ListSection => section !== 'details';

/** One section open at a time: opening one closes the other; toggling the open one closes it. */
export const toggleSection: (open: SidePanelSection | undefined, clicked: SidePanelSection) => SidePanelSection | undefined =
  toggleOnlyOpen;

export const SIDE_PANEL_PAGE_SIZE = 50;
/** The next page loads when the list is scrolled this close to its bottom. */
export const NEXT_PAGE_WITHIN_PX = 300;

export interface ScrollPosition {
  readonly scrollTop: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

export const isNearBottom = ({ scrollTop, scrollHeight, clientHeight }: ScrollPosition): boolean =>
  scrollHeight - (scrollTop + clientHeight) <= NEXT_PAGE_WITHIN_PX;

/** Seed 001 §2.10: the Incidents section starts with status open and type all. */
export interface IncidentsFilter {
  readonly status: string;
  readonly type: string;
}
export const DEFAULT_INCIDENTS_FILTER: IncidentsFilter = { status: 'open', type: 'all' };

/** Seed 001 §7: related configs hide deleted ones unless asked. */
export const DEFAULT_HIDE_DELETED_CONFIGS = true;
