import { REQUIRED_FIELD_MESSAGE } from '../../shared';
import type { Agent, AgentForm } from '../model';
import { NEXT_BUTTON, SAVE_BUTTON } from '../texts';

export const DEFAULT_KUBERNETES_INTERVAL = '30m';

export const EMPTY_AGENT_FORM: AgentForm = {
  name: '',
  properties: {},
  kubernetes: { enabled: true, interval: DEFAULT_KUBERNETES_INTERVAL },
};

export const agentFormOf = (agent: Agent): AgentForm => ({
  ...EMPTY_AGENT_FORM,
  name: agent.name,
  properties: { ...agent.properties },
});

export type AgentFormErrors = Partial<Record<'name', string>>;

/** Seed 000 §5: the name is required. */
export function validateAgentForm(form: AgentForm): AgentFormErrors {
  return form.name.trim() === '' ? { name: REQUIRED_FIELD_MESSAGE } : {};
}

export const isValidAgentForm = (form: AgentForm): boolean => Object.keys(validateAgentForm(form)).length === 0;

export type AgentFormMode = 'create' | 'edit';

/** Seed 000 §4: creating moves on with Next; an existing agent keeps its name and saves with Save. */
export const agentFormLayout = (mode: AgentFormMode) => ({
  nameReadOnly: mode === 'edit',
  submitLabel: mode === 'edit' ? SAVE_BUTTON : NEXT_BUTTON,
});

export interface PropertyRow {
  readonly key: string;
  readonly value: string;
}

/** Seed 000 §5: properties are edited as key-value rows. */
export const propertyRows = (properties: Readonly<Record<string, string>>): PropertyRow[] =>
  Object.entries(properties).map(([key, value]) => ({ key, value }));

/** The rows as a map: rows without a key are left out, and a repeated key keeps its last value. */
export function propertiesOf(rows: readonly PropertyRow[]): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const { key, value } of rows) if (key.trim() !== '') properties[key.trim()] = value;
  return properties;
}
