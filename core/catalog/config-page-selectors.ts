import type { SnapshotFrom } from 'xstate';
import type { AttachedEvidence } from '../incidents';
import type { RunTarget } from '../playbooks';
import { formatCount, isHighCount, type Health } from '../shared';
import type { ConfigPageMachine } from './machines/config-page.machine';
import type { ConfigDetail, ConfigSummaryCounts } from './model';
import {
  CONFIG_TABS, contentLines, costTrend, isStale, linesOf, propertyGroups, showsClass, sidebarLabels, type ConfigTab, type ContentFormat,
  type CostTrend, type PropertyGroup,
} from './rules';
import { CONFIG_TAB_LABELS } from './texts';
import { configPath, costText, tagTexts } from './selectors';

/** The count each tab shows, from the config's summary (seed 002 §2.1). */
const TAB_COUNTS: Readonly<Record<Exclude<ConfigTab, 'config'>, keyof ConfigSummaryCounts>> = {
  changes: 'changes', insights: 'analysis', relationships: 'relationships', playbooks: 'playbookRuns', checks: 'checks',
};

export interface ConfigTabView {
  readonly tab: ConfigTab;
  readonly label: string;
  readonly path: string;
  readonly count?: number;
  /** Seed 002 §9: counts above 999 as thousands with k+. */
  readonly countText?: string;
  /** Seed 002 §9: 500 or more is highlighted red. */
  readonly high: boolean;
}

/** What the tab bar shows: the Config tab, then each other tab with its count. */
export function configTabs(id: string, summary: ConfigSummaryCounts | undefined): ConfigTabView[] {
  return [
    { tab: 'config', label: CONFIG_TAB_LABELS.config, path: configPath(id), high: false },
    ...CONFIG_TABS.map((tab) => {
      const count = summary?.[TAB_COUNTS[tab]];
      return {
        tab,
        label: CONFIG_TAB_LABELS[tab],
        path: `${configPath(id)}/${tab}`,
        count,
        countText: count === undefined ? undefined : formatCount(count),
        high: count !== undefined && isHighCount(count),
      };
    }),
  ];
}

export interface ConfigSidebarView {
  readonly name: string;
  readonly tags: readonly string[];
  readonly health?: Health;
  readonly status?: string;
  readonly description?: string;
  readonly createdAt: string;
  /** R002-2-1-45: the scraper that created the config, opening its page. */
  readonly scraper?: { readonly name: string; readonly path: string };
  readonly updatedAt?: string;
  /** R002-2-1-46: the 'Last scraped' warning, with when. */
  readonly staleSince?: string;
  readonly deletedAt?: string;
  readonly type: string;
  /** R002-2-1-48: the list of this type. */
  readonly typePath: string;
  readonly configClass?: string;
  readonly properties: readonly PropertyGroup[];
  readonly cost?: { readonly day: string; readonly week: string; readonly month: string; readonly trend: CostTrend };
  readonly labels: readonly (readonly [string, string])[];
}

export function configSidebar(config: ConfigDetail, now: Date): ConfigSidebarView {
  const hasCost = config.cost1d !== undefined || config.cost7d !== undefined || config.cost30d !== undefined;
  return {
    name: config.name,
    tags: tagTexts(config.tags),
    health: config.health,
    status: config.status,
    description: config.description,
    createdAt: config.createdAt,
    scraper: config.scraper && { name: config.scraper.name, path: `/catalog/scrapers/${encodeURIComponent(config.scraper.id)}` },
    updatedAt: config.updatedAt,
    staleSince: isStale(config.lastScrapedTime, config.deletedAt, now) ? config.lastScrapedTime : undefined,
    deletedAt: config.deletedAt,
    type: config.type,
    typePath: `/catalog?configType=${encodeURIComponent(config.type)}`,
    configClass: showsClass(config.type, config.configClass) ? config.configClass : undefined,
    properties: propertyGroups(config.properties),
    cost: hasCost ? { day: costText(config.cost1d), week: costText(config.cost7d), month: costText(config.cost30d), trend: costTrend(config.cost1d, config.cost30d) } : undefined,
    labels: sidebarLabels(config.labels),
  };
}

export interface ConfigPageView {
  readonly loading: boolean;
  readonly refreshing: boolean;
  /** R002-2-1-54: there is no such config. */
  readonly missing: boolean;
  readonly error?: string;
  readonly id: string;
  readonly name: string;
  readonly type?: string;
  readonly tabs: readonly ConfigTabView[];
  readonly format: ContentFormat;
  readonly lines: readonly string[];
  readonly selected: readonly number[];
  readonly sidebar?: ConfigSidebarView;
  /** What 'Link to incident' attaches: the config, with the selected lines. */
  readonly evidence?: AttachedEvidence;
  /** The Config tab's other action, its Playbooks menu, runs on the config (R002-2-1-39). */
  readonly playbookTarget?: RunTarget & { readonly name: string };
}

export function selectConfigPageView(snapshot: SnapshotFrom<ConfigPageMachine>): ConfigPageView {
  const { context } = snapshot;
  const { config } = context;
  const lines = config ? contentLines(config.content, context.format) : [];
  return {
    loading: snapshot.hasTag('loading'),
    refreshing: snapshot.hasTag('refreshing'),
    missing: snapshot.hasTag('missing'),
    error: snapshot.hasTag('error') ? context.error : undefined,
    id: context.id,
    name: config?.name || context.id,
    type: config?.type,
    tabs: configTabs(context.id, config?.summary),
    format: context.format,
    lines,
    selected: context.selected,
    sidebar: config && configSidebar(config, context.readAt ?? new Date(0)),
    evidence: config && {
      type: 'config',
      configId: config.id,
      description: config.name,
      evidence: { configName: config.name, lines: linesOf(lines, context.selected), selected_lines: linesOf(lines, context.selected) },
    },
    playbookTarget: config && { kind: 'config', id: config.id, name: config.name },
  };
}
