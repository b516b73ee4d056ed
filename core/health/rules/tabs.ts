import { isLocalAgent, NIL_UUID } from '../../shared';
import type { CheckSummary } from '../model';
import { ALL_TAB, LOCAL_AGENT_NAME, NO_NAMESPACE_TAB } from '../texts';
import { labelKeys, type SelectOption } from './grouping';

export const DEFAULT_TAB_BY = 'namespace';
export const AGENT_TAB_BY = 'agent_id';
export const ALL_TAB_VALUE = 'all';

/** Seed 000 §2.4: Tab By offers namespace, the label keys and Agent. */
export function tabByOptions(checks: readonly CheckSummary[]): SelectOption[] {
  const labels = labelKeys(checks).filter((key) => key !== DEFAULT_TAB_BY && key !== AGENT_TAB_BY);
  return [
    { value: DEFAULT_TAB_BY, label: DEFAULT_TAB_BY },
    ...labels.map((key) => ({ value: key, label: key })),
    { value: AGENT_TAB_BY, label: 'Agent' },
  ];
}

export interface HealthTab {
  readonly value: string;
  readonly label: string;
}

const agentIdOf = (check: CheckSummary) => (isLocalAgent(check.agentId) ? NIL_UUID : check.agentId!);
const agentNameOf = (check: CheckSummary) => (isLocalAgent(check.agentId) ? LOCAL_AGENT_NAME : check.agent?.name ?? check.agentId!);

/** The tab a check falls under, or undefined when it has none (a label tab and a check without that label). */
function tabOf(check: CheckSummary, tabBy: string): HealthTab | undefined {
  if (tabBy === DEFAULT_TAB_BY) {
    const namespace = check.namespace || NO_NAMESPACE_TAB;
    return { value: namespace, label: namespace };
  }
  if (tabBy === AGENT_TAB_BY) return { value: agentIdOf(check), label: agentNameOf(check) };
  const value = check.labels?.[tabBy];
  return value === undefined ? undefined : { value, label: value };
}

/**
 * Seed 000 §2.4: one tab per distinct namespace (a missing one is 'none'), label value or agent,
 * according to Tab By. 'All' is always first; the others sort alphabetically.
 */
export function buildTabs(checks: readonly CheckSummary[], tabBy: string): HealthTab[] {
  const tabs = new Map<string, HealthTab>();
  for (const check of checks) {
    const tab = tabOf(check, tabBy);
    if (tab && !tabs.has(tab.value)) tabs.set(tab.value, tab);
  }
  const sorted = [...tabs.values()].sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
  return [{ value: ALL_TAB_VALUE, label: ALL_TAB }, ...sorted];
}

export function checksInTab(checks: readonly CheckSummary[], tabBy: string, tab: string): CheckSummary[] {
  if (tab === ALL_TAB_VALUE) return [...checks];
  return checks.filter((check) => tabOf(check, tabBy)?.value === tab);
}

/** A selected tab that no longer exists (the checks or Tab By changed) falls back to All. */
export const selectedTab = (tabs: readonly HealthTab[], wanted: string | undefined): string =>
  tabs.some((tab) => tab.value === wanted) ? wanted! : ALL_TAB_VALUE;
