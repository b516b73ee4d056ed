import type { Component, Property, TopologyResult } from '../model';
import { TOPOLOGY_TEXTS } from '../texts';
import { sortComponents } from './sort';
import { effectiveSort, showsHiddenComponents, type TopologyQuery } from './topology-query';

/** Seed 001 §2.11: the four card sizes and their widths in px. */
export const CARD_WIDTHS = { small: 198, medium: 258, large: 356, extra_large: 554 } as const;
export type CardSize = keyof typeof CARD_WIDTHS;
export const CARD_SIZES = Object.keys(CARD_WIDTHS) as CardSize[];

/** The size whose layout a card of `width` px uses: the largest size that fits. */
export function cardSizeForWidth(width: number): CardSize {
  let size: CardSize = 'small';
  for (const candidate of CARD_SIZES) if (width >= CARD_WIDTHS[candidate]) size = candidate;
  return size;
}

/** Small and medium cards show only their headline properties. */
export const showsOnlyHeadlines = (size: CardSize): boolean => size === 'small' || size === 'medium';

/** Seed 001 §2.10 and §9: the card width slider, saved in this browser. */
export const CARD_WIDTH_PREFERENCE = {
  key: 'topology_card_width',
  min: 250,
  max: 768,
  step: 2,
  fallback: CARD_WIDTHS.extra_large,
} as const;

/** A width the slider can hold: within 250-768 and on a step of 2. */
export function clampCardWidth(width: number): number {
  const { min, max, step } = CARD_WIDTH_PREFERENCE;
  if (!Number.isFinite(width)) return CARD_WIDTH_PREFERENCE.fallback;
  const stepped = min + Math.round((width - min) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

/** The remembered card width, or the extra-large width when nothing usable is remembered. */
export function readCardWidth(stored: string | undefined): number {
  const value = Number.parseInt(stored?.trim() ?? '', 10);
  return Number.isNaN(value) ? CARD_WIDTH_PREFERENCE.fallback : clampCardWidth(value);
}

/** Seed 001 §2.11: the card's top border. */
export type CardBorder = 'red' | 'orange';
export function cardBorder(status: string | undefined): CardBorder | undefined {
  if (status === 'unhealthy') return 'red';
  if (status === 'warning') return 'orange';
  return undefined;
}

/** Hidden-type properties are never shown. */
export const isShownProperty = (property: Property): boolean => property.type !== 'hidden';

export interface CardProperties {
  /** The card's metrics. */
  readonly headline: readonly Property[];
  /** The property list; empty on small and medium cards. */
  readonly others: readonly Property[];
}

export function cardProperties(component: Component, size: CardSize): CardProperties {
  const shown = (component.properties ?? []).filter(isShownProperty);
  return {
    headline: shown.filter((p) => p.headline),
    others: showsOnlyHeadlines(size) ? [] : shown.filter((p) => !p.headline),
  };
}

/**
 * Seed 001 §2.11: the summary column shows 'Show more' after 5 items, or after 10 when the card has no
 * property list beside it; the property list after 6. Both are at most 200 px high.
 */
export const SUMMARY_SHOW_MORE_AFTER = 5;
export const SUMMARY_SHOW_MORE_AFTER_ALONE = 10;
export const PROPERTY_LIST_SHOW_MORE_AFTER = 6;
export const CARD_LIST_MAX_HEIGHT_PX = 200;

export const summaryShowMoreAfter = (component: Component): number =>
  (component.properties ?? []).some((p) => isShownProperty(p) && !p.headline)
    ? SUMMARY_SHOW_MORE_AFTER
    : SUMMARY_SHOW_MORE_AFTER_ALONE;

export interface Collapsed<T> {
  readonly shown: readonly T[];
  /** How many items 'Show more' would reveal; 0 means no 'Show more'. */
  readonly more: number;
}

export function collapse<T>(items: readonly T[], after: number, expanded: boolean): Collapsed<T> {
  if (expanded || items.length <= after) return { shown: items, more: 0 };
  return { shown: items.slice(0, after), more: items.length - after };
}

/**
 * The cards of the dashboard (seed 001 §2.10): the named component's children, or the component itself
 * when it has none; every root without an id. Nameless entries and the named component are left out,
 * hidden components too when the URL says so, and the rest is sorted.
 */
export function dashboardCards(result: TopologyResult, id: string | undefined, query: TopologyQuery): Component[] {
  let cards: readonly Component[] = result.components;
  if (id) {
    const root = result.components[0];
    const children = root?.components?.length ? root.components : result.components;
    cards = children.filter((c) => (c.name || c.title) && c.id !== id);
    if (cards.length === 0) cards = children.filter((c) => c.id === id);
  }
  if (!showsHiddenComponents(query)) cards = cards.filter((c) => !c.hidden);
  const { sortBy, sortOrder } = effectiveSort(query);
  return sortComponents(cards, sortBy, sortOrder);
}

/** Seed 001 §2.10: what the dashboard says when no card is left. */
export const dashboardEmptyMessage = (cards: readonly Component[]): string | undefined =>
  cards.length === 0 ? TOPOLOGY_TEXTS.empty : undefined;
