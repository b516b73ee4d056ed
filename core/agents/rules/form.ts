import type { Agent, AgentForm, PropertyRow } from '../model';
import { NEXT_BUTTON, SAVE_BUTTON } from '../texts';

export const DEFAULT_KUBERNETES_INTERVAL = '30m';

export const EMPTY_AGENT_FORM: AgentForm = {
  name: '',
  properties: [],
  kubernetes: { enabled: true, interval: DEFAULT_KUBERNETES_INTERVAL },
};

/** Seed 000 §5: properties are edited as key-value rows. */
export const propertyRows = (properties: Readonly<Record<string, string>>): PropertyRow[] =>
  Object.entries(properties).map(([key, value]) => ({ key, value }));

export const agentFormOf = (agent: Pick<Agent, 'name' | 'properties'>): AgentForm => ({
  ...EMPTY_AGENT_FORM,
  name: agent.name,
  properties: propertyRows(agent.properties),
});

export type AgentFormMode = 'create' | 'edit';

/** Seed 000 §4: creating moves on with Next; an existing agent keeps its name and saves with Save. */
export const agentFormLayout = (mode: AgentFormMode) => ({
  nameReadOnly: mode === 'edit',
  submitLabel: mode === 'edit' ? SAVE_BUTTON : NEXT_BUTTON,
});

/** The rows as a map: rows without a key are left out, and a repeated key keeps its last value. */
export function propertiesOf(rows: readonly PropertyRow[]): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const { key, value } of rows) if (key.trim() !== '') properties[key.trim()] = value;
  return properties;
}
