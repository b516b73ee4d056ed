import * as t from 'io-ts';
import type {
  AgentRef, CheckDetail, CheckGraph, CheckHealthTransition, CheckRelatedChange, CheckStatusEntry, CheckStatusHistory, CheckStatusQuery, CheckSummary, GraphQuery, HealthExportFilter, HealthPort, HealthSummary,
  Latency, RunNowResult,
} from '../../core/health';
import { DomainError, isDomainError, isLocalAgent, type ExportTable } from '../../core/shared';
import type { HttpClient } from './client';
import { decode } from './codecs/decode';
import {
  AgentNamesCodec, CheckDetailRowsCodec, CheckSummaryRowsCodec, CheckGraphCodec, CheckStatusRowsCodec, HealthSummaryCodec, RunNowCodec,
  type CheckDetailRow, type CheckStatusRow, type CheckSummaryWire,
} from './codecs/health';
import { healthExportQuery } from './health-exports';
import { exportTableOf, from } from './postgrest';
import { optional } from './codecs/decode';
import type { PostgrestClient } from './postgrest-client';

const present = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);
const millis = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value);

const labelsOf = (labels: Record<string, unknown> | null | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(labels ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));

const latencyOf = (latency: { p95?: number | null; p97?: number | null; p99?: number | null; rolling1h?: number | null } | null | undefined): Latency => ({
  p95: millis(latency?.p95),
  p97: millis(latency?.p97),
  p99: millis(latency?.p99),
  rolling1h: millis(latency?.rolling1h),
});

/** Only `healthy` is healthy: a check that never ran (no status) counts as failing. */
const statusOf = (status: string | null | undefined) => (status === 'healthy' ? 'healthy' : 'unhealthy');

/** A run as History shows it, from a `check_statuses` row (a page of History, or the live stream's). */
export const checkStatusEntryOf = (row: CheckStatusRow): CheckStatusEntry => ({
  time: row.time,
  duration: row.duration ?? 0,
  status: row.status === true,
  message: present(row.message),
  error: present(row.error),
});

function toSummary(row: CheckSummaryWire, agents: ReadonlyMap<string, AgentRef>): CheckSummary {
  const agentId = present(row.agent_id);
  return {
    id: row.id,
    canaryId: row.canary_id,
    canaryName: row.canary_name ?? '',
    canaryNamespace: present(row.canary_namespace),
    agentId,
    agent: agentId && !isLocalAgent(agentId) ? agents.get(agentId) : undefined,
    name: row.name,
    namespace: present(row.namespace),
    type: row.type,
    status: statusOf(row.status),
    labels: labelsOf(row.labels),
    description: present(row.description),
    icon: present(row.icon),
    endpoint: present(row.endpoint),
    owner: present(row.owner),
    severity: present(row.severity),
    lastTransitionTime: present(row.last_transition_time),
    lastRuntime: present(row.last_runtime),
    nextRuntime: present(row.next_runtime),
    createdAt: present(row.created_at),
    updatedAt: present(row.updated_at),
    deletedAt: present(row.deleted_at),
    silencedAt: present(row.silenced_at),
    uptime: {
      passed: row.uptime?.passed ?? 0,
      failed: row.uptime?.failed ?? 0,
      lastPass: present(row.uptime?.last_pass),
      lastFail: present(row.uptime?.last_fail),
    },
    latency: latencyOf(row.latency),
  };
}

/** The check's own columns; uptime and latency come from the summary of the same check. */
function toDetail(row: CheckDetailRow, summary: CheckSummary | undefined): CheckDetail {
  const agent = row.agents && !isLocalAgent(row.agents.id) ? { id: row.agents.id, name: row.agents.name } : undefined;
  const canary = row.canaries
    ? {
        id: row.canaries.id,
        name: row.canaries.name,
        namespace: present(row.canaries.namespace),
        source: present(row.canaries.source),
        spec: row.canaries.spec ?? undefined,
      }
    : undefined;
  return {
    id: row.id,
    canaryId: row.canary_id,
    canaryName: summary?.canaryName || canary?.name || '',
    canaryNamespace: summary?.canaryNamespace ?? canary?.namespace,
    agentId: present(row.agent_id),
    agent,
    name: row.name,
    namespace: present(row.namespace),
    type: row.type,
    status: statusOf(row.status),
    labels: summary?.labels ?? labelsOf(row.labels),
    description: present(row.description),
    icon: present(row.icon),
    endpoint: summary?.endpoint ?? endpointOf(row.spec),
    owner: present(row.owner),
    severity: present(row.severity),
    lastTransitionTime: present(row.last_transition_time),
    lastRuntime: present(row.last_runtime) ?? summary?.lastRuntime,
    nextRuntime: present(row.next_runtime),
    createdAt: present(row.created_at),
    updatedAt: present(row.updated_at),
    deletedAt: present(row.deleted_at),
    silencedAt: present(row.silenced_at),
    uptime: summary?.uptime ?? { passed: 0, failed: 0 },
    latency: summary?.latency ?? {},
    spec: row.spec ?? undefined,
    canary,
    relationships: {
      components: (row.components ?? []).flatMap((link) => (link.components ? [{ ...link.components, icon: present(link.components.icon) }] : [])),
      configs: (row.configs ?? []).flatMap((link) => (link.configs ? [{ ...link.configs, type: present(link.configs.type) }] : [])),
    },
  };
}

/** What a check points at, as its spec names it (url, endpoint, host or query). */
function endpointOf(spec: Record<string, unknown> | null | undefined): string | undefined {
  for (const key of ['endpoint', 'url', 'host', 'query']) {
    const value = spec?.[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

const DETAIL_SELECT = [
  '*',
  'canaries!checks_canary_id_fkey(id,name,namespace,source,spec)',
  'agents!checks_agent_id_fkey(id,name)',
  'components:check_component_relationships(components(id,name,icon))',
  'configs:check_config_relationships(configs(id,name,type))',
].join(',');

/** The health screens over Mission Control's canary endpoints and PostgREST (reference §2.1, §4.1). */
const RelatedConfigsCodec = t.array(t.type({ config_id: t.string }), 'CheckConfigRelationships');
const RelatedChangesCodec = t.array(
  t.intersection([
    t.type({ id: t.string, config_id: t.string, created_at: t.string }),
    t.partial({ name: optional(t.string), change_type: optional(t.string), summary: optional(t.string), severity: optional(t.string) }),
  ]),
  'RelatedChanges',
);
const RelatedComponentsCodec = t.array(t.type({ component_id: t.string }), 'CheckComponentRelationships');
const TransitionsCodec = t.array(
  t.intersection([
    t.type({ id: t.union([t.string, t.number]), component_id: t.string, at: t.string }),
    t.partial({ previous: optional(t.string), health: optional(t.string) }),
  ]),
  'ComponentHealthTransitions',
);
const ComponentNamesCodec = t.array(t.type({ id: t.string, name: t.string }), 'ComponentNames');

/** A chart holds at most this many marks; a busier range shows its oldest. */
const RELATED_CHANGES_SHOWN = 200;

export class HttpHealthAdapter implements HealthPort {
  constructor(
    private readonly http: HttpClient,
    private readonly db: PostgrestClient,
  ) {}

  exportTable(filter: HealthExportFilter): ExportTable {
    return exportTableOf(healthExportQuery(filter));
  }

  async summary(): Promise<HealthSummary> {
    const response = await this.http.request('/canary/api/summary');
    const body = decode(HealthSummaryCodec, response.data, 'GET /canary/api/summary');
    const rows = body.checks_summary ?? [];
    const agents = await this.agentNames(rows.map((row) => row.agent_id));
    return {
      duration: body.duration ?? undefined,
      runnerName: present(body.runnerName),
      checks: rows.filter((row) => !present(row.deleted_at)).map((row) => toSummary(row, agents)),
    };
  }

  async configChecks(configId: string): Promise<CheckSummary[]> {
    const { rows } = await this.db.select(
      from('check_summary_for_config').select('*').eq('config_id', configId).is('deleted_at', null).order('name').order('id'),
      CheckSummaryRowsCodec,
    );
    const agents = await this.agentNames(rows.map((row) => row.agent_id));
    return rows.map((row) => toSummary(row, agents));
  }

  async checkDetail(checkId: string): Promise<CheckDetail> {
    const [detail, summary] = await Promise.all([
      this.db.select(from('checks').eq('id', checkId).select(DETAIL_SELECT), CheckDetailRowsCodec),
      this.http.request('/canary/api/summary', { method: 'POST', body: { CheckID: checkId } }),
    ]);
    const row = detail.rows[0];
    if (!row) throw new DomainError('not_found', `Check ${checkId} not found`);
    const summaryRow = decode(HealthSummaryCodec, summary.data, 'POST /canary/api/summary').checks_summary?.[0];
    return toDetail(row, summaryRow ? toSummary(summaryRow, new Map()) : undefined);
  }

  async history(query: CheckStatusQuery): Promise<CheckStatusHistory> {
    let statuses = from('check_statuses').eq('check_id', query.checkId).gt('time', query.since);
    if (query.status !== undefined) statuses = statuses.eq('status', query.status === 1);
    if (query.minDuration !== undefined) statuses = statuses.gte('duration', query.minDuration);
    const page = await this.db.select(
      statuses.select('time,duration,status,message,error').order('time', { ascending: false }).page(query.pageIndex, query.pageSize),
      CheckStatusRowsCodec,
      { count: true },
    );
    return {
      data: page.rows.map(checkStatusEntryOf),
      totalEntries: page.total ?? page.rows.length,
    };
  }

  async relatedTransitions(query: GraphQuery): Promise<CheckHealthTransition[]> {
    const related = await this.db.select(
      from('check_component_relationships').select('component_id').eq('check_id', query.checkId).is('deleted_at', null),
      RelatedComponentsCodec,
    );
    const ids = [...new Set(related.rows.map((row) => row.component_id))];
    if (ids.length === 0) return [];
    let transitions;
    try {
      transitions = await this.db.select(
        from('component_health_transitions')
          .select('id,component_id,previous,health,at')
          .in('component_id', ids)
          .gte('at', query.since)
          .order('at')
          .limit(RELATED_CHANGES_SHOWN),
        TransitionsCodec,
      );
    } catch (error) {
      // Mission Control keeps no transitions (the built-in backend's table): its chart shows the changes alone.
      if (isDomainError(error) && error.kind === 'not_found') return [];
      throw error;
    }
    if (transitions.rows.length === 0) return [];
    const names = await this.db.select(from('components').select('id,name').in('id', ids), ComponentNamesCodec);
    const nameOf = new Map(names.rows.map((row) => [row.id, row.name]));
    return transitions.rows.map((row) => ({
      id: String(row.id),
      componentId: row.component_id,
      componentName: nameOf.get(row.component_id) ?? row.component_id,
      previous: present(row.previous),
      health: present(row.health),
      at: row.at,
    }));
  }

  async relatedChanges(query: GraphQuery): Promise<CheckRelatedChange[]> {
    const related = await this.db.select(
      from('check_config_relationships').select('config_id').eq('check_id', query.checkId).is('deleted_at', null),
      RelatedConfigsCodec,
    );
    const ids = [...new Set(related.rows.map((row) => row.config_id))];
    if (ids.length === 0) return [];
    const changes = await this.db.select(
      from('catalog_changes')
        .select('id,config_id,name,change_type,summary,severity,created_at')
        .in('config_id', ids)
        .gte('created_at', query.since)
        .order('created_at')
        .limit(RELATED_CHANGES_SHOWN),
      RelatedChangesCodec,
    );
    return changes.rows.map((row) => ({
      id: row.id,
      configId: row.config_id,
      configName: row.name ?? row.config_id,
      changeType: row.change_type ?? '',
      summary: row.summary ?? '',
      severity: row.severity ?? undefined,
      at: row.created_at,
    }));
  }

  async graph(query: GraphQuery): Promise<CheckGraph> {
    const params = new URLSearchParams({ check: query.checkId, start: query.since, count: '300' });
    const response = await this.http.request('/canary/api/graph', { query: params.toString() });
    const body = decode(CheckGraphCodec, response.data, 'GET /canary/api/graph');
    return {
      points: (body.status ?? []).map((point) => ({
        time: point.time,
        status: point.status === true,
        duration: point.duration ?? 0,
        passed: point.passed ?? 0,
        failed: point.failed ?? 0,
      })),
      latency: latencyOf(body.latency),
      uptime: { passed: body.uptime?.passed ?? 0, failed: body.uptime?.failed ?? 0 },
    };
  }

  async runNow(checkId: string): Promise<RunNowResult> {
    const response = await this.http.request(`/canary/run/check/${encodeURIComponent(checkId)}`, { method: 'POST' });
    const body = decode(RunNowCodec, response.data, `POST /canary/run/check/${checkId}`);
    return {
      pass: body.pass === true,
      duration: millis(body.duration),
      message: present(body.message),
      error: present(body.error),
    };
  }

  /** Reference §4.1: the console looks up the names of the non-local agents the checks came from. */
  private async agentNames(ids: readonly (string | null | undefined)[]): Promise<Map<string, AgentRef>> {
    const wanted = [...new Set(ids.filter((id): id is string => !isLocalAgent(id)))];
    if (wanted.length === 0) return new Map();
    const page = await this.db.select(from('agents').select('id,name').in('id', wanted), AgentNamesCodec);
    return new Map(page.rows.map((agent) => [agent.id, agent]));
  }
}
