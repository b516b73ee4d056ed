import { diffConfigs } from '../diff/config-diff';
import type { SeedRow } from './bulk';
import { Random, stableId } from './random';

export interface ConfigRef {
  id: string;
  name: string;
  type: string;
  config_class: string;
  path: string;
  tags: Record<string, string>;
  health: string;
}

export interface ConfigSpec {
  key: string;
  name: string;
  type: string;
  config_class: string;
  parent?: ConfigRef;
  scraperId: string;
  status?: string;
  health?: string;
  ready?: boolean;
  externalId?: string;
  description?: string;
  config?: unknown;
  labels?: Record<string, string>;
  tags?: Record<string, string>;
  properties?: unknown[];
  createdDaysAgo: number;
  deleted?: boolean;
  /** When the item went away, if it did (otherwise within the last day). */
  deletedDaysAgo?: number;
  icon?: string;
}

export interface ChangeSpec {
  change_type: string;
  severity: string;
  summary: string;
  source: string;
  diff?: string;
  patches?: unknown;
  details?: unknown;
  external_created_by?: string;
  created_by?: string;
  /** A change seen this many times (de-duplicated by the scraper) since `firstSeenDaysAgo`. */
  count?: number;
  firstSeenDaysAgo?: number;
}

/**
 * One step of a config's history, newest first: `undo` turns a copy of the version after the step
 * into the version before it, so the history ends at the config as scraped now.
 */
export interface HistoryStep<T = never> {
  daysAgo: number;
  summary: string;
  /** `diff` unless the source names the change (e.g. Scaling). */
  change_type?: string;
  severity?: string;
  source?: string;
  by?: string;
  undo(config: T): void;
}

export interface InsightSpec {
  analyzer: string;
  analysis_type: string;
  severity: string;
  summary: string;
  message: string;
  source: string;
  status?: string;
  analysis?: unknown;
}

const DAY = 86_400_000;

/** Collects the catalog's rows in memory, with stable ids and times relative to `now`. */
export class CatalogBuilder {
  readonly items: SeedRow[] = [];
  readonly changes: SeedRow[] = [];
  readonly insights: SeedRow[] = [];
  readonly relationships: SeedRow[] = [];
  readonly costs: SeedRow[] = [];
  private readonly relationshipKeys = new Set<string>();

  constructor(
    readonly now: Date,
    readonly random: Random,
    /** Draws for what was added to the estate later, so the items drawn from `random` stay as they were. */
    readonly extra: Random,
  ) {}

  at(daysAgo: number): string {
    return new Date(this.now.getTime() - Math.round(daysAgo * DAY)).toISOString();
  }

  add(spec: ConfigSpec): ConfigRef {
    const id = stableId('config', spec.key);
    const tags = { ...(spec.parent?.tags ?? {}), ...(spec.tags ?? {}) };
    const path = spec.parent ? (spec.parent.path ? `${spec.parent.path}.${spec.parent.id}` : spec.parent.id) : '';
    const created = this.at(spec.createdDaysAgo);
    const updated = this.at(Math.min(spec.createdDaysAgo, this.random.next() * 3));
    const health = spec.health ?? 'healthy';
    this.items.push({
      id,
      scraper_id: spec.scraperId,
      config_class: spec.config_class,
      type: spec.type,
      name: spec.name,
      status: spec.status ?? null,
      health,
      ready: spec.ready ?? health === 'healthy',
      external_id: [spec.externalId ?? spec.key],
      description: spec.description ?? null,
      config: spec.config ?? {},
      // The provider: the type's prefix (Kubernetes, AWS, Azure, PostgreSQL).
      source: spec.type.split('::')[0],
      labels: spec.labels ?? {},
      tags,
      properties: spec.properties ?? null,
      icon: spec.icon ?? null,
      parent_id: spec.parent?.id ?? null,
      path,
      created_at: created,
      updated_at: updated,
      inserted_at: created,
      deleted_at: spec.deleted ? this.at(spec.deletedDaysAgo ?? this.random.next()) : null,
      delete_reason: spec.deleted ? 'Deleted in the source system' : null,
    });
    return { id, name: spec.name, type: spec.type, config_class: spec.config_class, path, tags, health };
  }

  change(config: ConfigRef, daysAgo: number, spec: ChangeSpec): void {
    const created = this.at(daysAgo);
    const index = this.changes.length;
    this.changes.push({
      id: stableId('change', config.id, index),
      config_id: config.id,
      external_change_id: `${spec.change_type}-${config.id.slice(0, 8)}-${index}`,
      external_created_by: spec.external_created_by ?? null,
      created_by: spec.created_by ?? null,
      change_type: spec.change_type,
      severity: spec.severity,
      source: spec.source,
      summary: spec.summary,
      diff: spec.diff ?? null,
      patches: spec.patches ?? null,
      details: spec.details ?? null,
      created_at: created,
      first_observed: spec.firstSeenDaysAgo === undefined ? created : this.at(spec.firstSeenDaysAgo),
      inserted_at: created,
      count: spec.count ?? 1,
    });
  }

  /**
   * The `diff` changes that led to `current` (the config as scraped now), each with the unified diff
   * of its YAML and its JSON patch (server/diff, DECISIONS §35).
   */
  history<T>(config: ConfigRef, current: T, steps: readonly HistoryStep<T>[], source = 'Kubernetes'): void {
    const versions = [current];
    for (const step of steps) {
      const earlier = structuredClone(versions[0]);
      step.undo(earlier);
      versions.unshift(earlier);
    }
    [...steps].reverse().forEach((step, i) => {
      const { diff, patches } = diffConfigs(versions[i], versions[i + 1], config.name);
      // A step that left the config as it was is nothing a scraper would record.
      if (patches.length === 0) return;
      this.change(config, step.daysAgo, {
        change_type: step.change_type ?? 'diff',
        severity: step.severity ?? 'info',
        summary: step.summary,
        source: step.source ?? source,
        external_created_by: step.by,
        diff,
        patches,
      });
    });
  }

  insight(config: ConfigRef, daysAgo: number, spec: InsightSpec): void {
    const first = this.at(daysAgo);
    this.insights.push({
      id: stableId('insight', config.id, spec.analyzer),
      config_id: config.id,
      analyzer: spec.analyzer,
      analysis_type: spec.analysis_type,
      severity: spec.severity,
      summary: spec.summary,
      message: spec.message,
      source: spec.source,
      status: spec.status ?? 'open',
      analysis: spec.analysis ?? {},
      first_observed: first,
      last_observed: this.at(Math.min(daysAgo, this.random.next() * 0.5)),
    });
  }

  relate(from: ConfigRef, to: ConfigRef, relation: string): void {
    const key = `${from.id}/${to.id}/${relation}`;
    if (this.relationshipKeys.has(key)) return;
    this.relationshipKeys.add(key);
    const created = this.at(1 + this.random.next() * 20);
    this.relationships.push({
      config_id: from.id,
      related_id: to.id,
      relation,
      created_at: created,
      updated_at: created,
    });
  }

  /**
   * A config's costs at about perDay a day, with the last day off the month's average by -20 % to +30 %
   * (from the id, so the estate stays the same), so the sidebar's 10 % marker shows on some in both ways.
   */
  cost(config: ConfigRef, perDay: number): void {
    const lastDay = perDay * (0.8 + (Number.parseInt(config.id.slice(-2), 16) / 255) * 0.5);
    const cents = (value: number) => Math.round(value * 100) / 100;
    this.costs.push({
      config_id: config.id,
      billing_currency: 'USD',
      cost_1h: Math.round((lastDay / 24) * 10000) / 10000,
      cost_1d: cents(lastDay),
      cost_7d: cents(perDay * 6 + lastDay),
      cost_30d: cents(perDay * 29 + lastDay),
      billed_30d: Math.round(perDay * 29.5 * 100) / 100,
      last_cost_at: this.at(0.1),
    });
  }
}
