import { ScriptedPort } from './scripted-port';
import { httpHealthLiveRows } from '../../adapters/http/health-live-rows';
import { FakeLiveUpdates, ManualScheduler } from './live';
import { DomainError, type ExportTable } from '../../core/shared';
import type {
  CheckDetail, CheckGraph, CheckRelatedChange, CheckStatusEntry, CheckStatusHistory, CheckStatusQuery, CheckSummary, GraphQuery, HealthPort,
  HealthSummary, RunNowResult, HealthExportFilter, CheckHealthTransition,
} from '../../core/health';

type Method = keyof HealthPort;

/** A check with sensible defaults: healthy, in namespace 'default', canary 'demo'. */
export function aCheck(fields: Partial<CheckSummary> & { id: string }): CheckSummary {
  return {
    canaryId: 'canary-1',
    canaryName: 'demo',
    name: fields.id,
    namespace: 'default',
    type: 'http',
    status: 'healthy',
    labels: {},
    uptime: { passed: 10, failed: 0 },
    latency: { p95: 100, p97: 110, p99: 120 },
    ...fields,
  };
}

/**
 * The Health API in memory. History answers like PostgREST does for the console's query: newest first,
 * time after `since`, optional status and minimum duration, one page, with the total before paging.
 */
export class FakeHealthPort extends ScriptedPort<Method> implements HealthPort {
  private checks: CheckSummary[] = [];
  private details = new Map<string, CheckDetail>();
  private statuses = new Map<string, CheckStatusEntry[]>();
  private graphs = new Map<string, CheckGraph>();
  private changes = new Map<string, CheckRelatedChange[]>();
  private transitions = new Map<string, CheckHealthTransition[]>();
  private runResults = new Map<string, RunNowResult>();
  private linkedChecks = new Map<string, readonly string[]>();

  constructor(private readonly now: () => Date = () => new Date('2024-06-12T10:30:00Z')) {
    super();
  }

  setChecks(checks: readonly CheckSummary[]): this {
    this.checks = [...checks];
    return this;
  }

  setCheckDetail(detail: Partial<CheckDetail> & { id: string }): this {
    const summary = this.checks.find((check) => check.id === detail.id) ?? aCheck({ id: detail.id });
    this.details.set(detail.id, { relationships: { components: [], configs: [] }, ...summary, ...detail });
    return this;
  }

  setStatuses(checkId: string, entries: readonly CheckStatusEntry[]): this {
    this.statuses.set(checkId, [...entries]);
    return this;
  }

  /** Changes of the check's related config items; relatedChanges answers those since the range's start. */
  setRelatedChanges(checkId: string, changes: readonly CheckRelatedChange[]): this {
    this.changes.set(checkId, [...changes]);
    return this;
  }

  /** Health transitions of the check's related components; relatedTransitions answers those since the range's start. */
  setRelatedTransitions(checkId: string, transitions: readonly CheckHealthTransition[]): this {
    this.transitions.set(checkId, [...transitions]);
    return this;
  }

  async relatedTransitions(query: GraphQuery): Promise<CheckHealthTransition[]> {
    await this.enter('relatedTransitions', query);
    return (this.transitions.get(query.checkId) ?? []).filter((transition) => transition.at >= query.since).sort((a, b) => a.at.localeCompare(b.at));
  }

  async relatedChanges(query: GraphQuery): Promise<CheckRelatedChange[]> {
    await this.enter('relatedChanges', query);
    return (this.changes.get(query.checkId) ?? []).filter((change) => change.at >= query.since).sort((a, b) => a.at.localeCompare(b.at));
  }

  setGraph(checkId: string, graph: CheckGraph): this {
    this.graphs.set(checkId, graph);
    return this;
  }

  /** What Run Now answers for a check; the run is also recorded in its history. */
  setRunResult(checkId: string, result: RunNowResult): this {
    this.runResults.set(checkId, result);
    return this;
  }

  /** The checks linked to a config (check_config_relationships). */
  setConfigChecks(configId: string, checkIds: readonly string[]): this {
    this.linkedChecks.set(configId, [...checkIds]);
    return this;
  }

  async configChecks(configId: string): Promise<CheckSummary[]> {
    await this.enter('configChecks', configId);
    const linked = this.linkedChecks.get(configId) ?? [];
    return this.checks
      .filter((check) => linked.includes(check.id) && !check.deletedAt)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  /** The filters as the fake reads them (the HTTP adapter's is PostgREST's query string). */
  exportTable(filter: HealthExportFilter): ExportTable {
    return { name: 'check_summary', relation: 'check_summary', query: JSON.stringify(filter) };
  }

  async summary(): Promise<HealthSummary> {
    await this.enter('summary');
    // As the server's check_summary: live checks only, by name.
    const live = this.checks.filter((check) => !check.deletedAt).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return { runnerName: 'local', checks: live };
  }

  async checkDetail(checkId: string): Promise<CheckDetail> {
    await this.enter('checkDetail', checkId);
    const detail = this.details.get(checkId);
    if (detail) return detail;
    const summary = this.checks.find((check) => check.id === checkId);
    if (!summary) throw new DomainError('not_found', `check ${checkId} not found`);
    return { ...summary, relationships: { components: [], configs: [] } };
  }

  async history(query: CheckStatusQuery): Promise<CheckStatusHistory> {
    await this.enter('history', query);
    const matching = (this.statuses.get(query.checkId) ?? [])
      .filter((entry) => entry.time > query.since)
      .filter((entry) => query.status === undefined || entry.status === (query.status === 1))
      .filter((entry) => query.minDuration === undefined || entry.duration >= query.minDuration)
      .sort((a, b) => b.time.localeCompare(a.time));
    const offset = query.pageIndex * query.pageSize;
    return { data: matching.slice(offset, offset + query.pageSize), totalEntries: matching.length };
  }

  async graph(query: GraphQuery): Promise<CheckGraph> {
    await this.enter('graph', query);
    // Reference §4.1: no runs in the range answer zero latency and uptime.
    return this.graphs.get(query.checkId) ?? { points: [], latency: { p95: 0, p97: 0, p99: 0, rolling1h: 0 }, uptime: { passed: 0, failed: 0 } };
  }

  async runNow(checkId: string): Promise<RunNowResult> {
    await this.enter('runNow', checkId);
    if (!this.checks.some((check) => check.id === checkId) && !this.details.has(checkId)) {
      throw new DomainError('not_found', `check ${checkId} not found`);
    }
    const result = this.runResults.get(checkId) ?? { pass: true, duration: 12, message: 'ok' };
    const entry: CheckStatusEntry = {
      time: this.now().toISOString(),
      duration: result.duration ?? 0,
      status: result.pass,
      message: result.message,
      error: result.error,
    };
    this.statuses.set(checkId, [...(this.statuses.get(checkId) ?? []), entry]);
    return result;
  }

}

/** The live ports of the health machines: a stream and a scheduler the test drives, and the console's row reader. */
export function healthLive(live = new FakeLiveUpdates(), scheduler = new ManualScheduler()) {
  return { live, scheduler, liveRows: httpHealthLiveRows };
}

/** A `check.status` event as the server's stream carries it. */
export function checkStatusEvent(checkId: string, run: { time: string; status: boolean; duration?: number; message?: string }) {
  return {
    kind: 'check.status' as const, id: checkId, op: 'insert' as const, at: run.time,
    row: { check_id: checkId, status: run.status, time: run.time, duration: run.duration ?? 10, message: run.message ?? '', error: null, invalid: false },
  };
}
