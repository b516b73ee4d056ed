import type { HealthExportFilter } from '../../core/health';
import { AGENT_TAB_BY, DEFAULT_TAB_BY, NO_NAMESPACE_TAB, parseLabelId } from '../../core/health';
import { NIL_UUID } from '../../core/shared';
import { condition, from, quoteValue, type PostgrestQuery } from './postgrest';

/** A check without the value, or with another: what an excluded value leaves. */
const otherThan = (column: string, value: string) => `or(${column}.is.null,${condition(column, 'neq', value)})`;

/** The tab as the list builds it: a missing namespace is 'none', the local agent the nil id (seed 000 §2.4). */
function tabCondition(tab: NonNullable<HealthExportFilter['tab']>): string {
  if (tab.by === DEFAULT_TAB_BY) {
    return tab.value === NO_NAMESPACE_TAB ? `or(namespace.is.null,namespace.eq."",namespace.eq.${NO_NAMESPACE_TAB})` : condition('namespace', 'eq', tab.value);
  }
  if (tab.by === AGENT_TAB_BY) return tab.value === NIL_UUID ? `or(agent_id.is.null,agent_id.eq.${NIL_UUID})` : condition('agent_id', 'eq', tab.value);
  return condition(`labels->>${tab.by}`, 'eq', tab.value);
}

/**
 * The Health list's filters, which the browser applies to the summary, as PostgREST filters of
 * `check_summary`, the view the summary reads: its export streams or pages that relation (DECISIONS §38).
 * The search looks at the name, the canary's name and the description; the endpoint, which the list also
 * searches, is not a column of check_summary.
 */
export function healthExportQuery(filter: HealthExportFilter): PostgrestQuery {
  const conditions: string[] = [];
  if (filter.tab) conditions.push(tabCondition(filter.tab));
  if (filter.search) {
    const pattern = quoteValue(`*${filter.search}*`);
    conditions.push(`or(${['name', 'canary_name', 'description'].map((column) => `${column}.ilike.${pattern}`).join(',')})`);
  }
  const included = new Map<string, string[]>();
  for (const [id, state] of Object.entries(filter.labels)) {
    const { key, value } = parseLabelId(id);
    if (state === -1) conditions.push(otherThan(`labels->>${key}`, value));
    else included.set(key, [...(included.get(key) ?? []), value]);
  }
  for (const [key, values] of included) conditions.push(condition(`labels->>${key}`, 'in', values));
  if (filter.hidePassing) conditions.push(otherThan('status', 'healthy'));
  const live = from('check_summary')
    .select('id,name,canary_name,namespace,type,status,severity,description,labels,uptime,latency,last_runtime,last_transition_time,agent_id')
    .is('deleted_at', null);
  return (conditions.length ? live.and(conditions.join(',')) : live).order('name').order('id');
}
