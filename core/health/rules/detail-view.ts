import { stringify } from 'yaml';
import type { CheckRelationships } from '../model';
import { DETAIL_TABS } from '../texts';
import { relationshipCount } from './detail-links';

export type DetailTabId = keyof typeof DETAIL_TABS;

export interface DetailTab {
  readonly id: DetailTabId;
  readonly label: string;
  /** The Relationships tab's count badge. */
  readonly count?: number;
}

/** Seed 000 §2.5: screens at most this tall show the chart in a Graph tab rather than above the tabs. */
export const SHORT_SCREEN_MAX_HEIGHT = 992;

export const isShortScreen = (height: number): boolean => height <= SHORT_SCREEN_MAX_HEIGHT;

/** Seed 000 §2.5: History, Graph (short screens only), Spec, Relationships with its count. */
export function detailTabs(shortScreen: boolean, relationships: CheckRelationships): DetailTab[] {
  return [
    { id: 'history', label: DETAIL_TABS.history },
    ...(shortScreen ? [{ id: 'graph' as const, label: DETAIL_TABS.graph }] : []),
    { id: 'spec', label: DETAIL_TABS.spec },
    { id: 'relationships', label: DETAIL_TABS.relationships, count: relationshipCount(relationships) },
  ];
}

/** The Spec tab's read-only YAML; a check without a spec shows nothing. */
export const specYaml = (spec: unknown): string => (spec === undefined || spec === null ? '' : stringify(spec));
