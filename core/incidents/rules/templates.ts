import type { Incident, ResponderProperties, ResponderType, Team } from '../model';
import { incidentTypeLabel } from './incident-types';

/** What a team's default templates may read: the form values so far, and the incident. */
export interface TemplateScope {
  readonly [name: string]: unknown;
}

const PLACEHOLDER = /\{\{\s*\.?([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*\}\}/g;

class TemplateError extends Error {}

function lookup(scope: TemplateScope, path: string): string {
  let value: unknown = scope;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(key in value)) throw new TemplateError(`${path} is not defined`);
    value = (value as Record<string, unknown>)[key];
  }
  if (value !== null && typeof value === 'object') throw new TemplateError(`${path} is not a value`);
  return String(value ?? '');
}

/** `{{ incident.title }}` (or `{{ .incident.title }}`) replaced from the scope; throws on an unknown name. */
export function evaluateTemplate(template: string, scope: TemplateScope): string {
  const rest = template.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}')) throw new TemplateError('unbalanced template braces');
  return template.replace(PLACEHOLDER, (_, path: string) => lookup(scope, path));
}

/** Seed 001 §4: a template that fails to evaluate keeps its raw text. */
export function evaluateOrKeep(template: string, scope: TemplateScope): string {
  try {
    return evaluateTemplate(template, scope);
  } catch {
    return template;
  }
}

/** The incident as templates see it: status as 'open' or 'closed' text, type as its description. */
export const incidentScope = (incident: Pick<Incident, 'id' | 'incidentId' | 'title' | 'description' | 'severity' | 'status' | 'type'>) => ({
  id: incident.id,
  incident_id: incident.incidentId,
  title: incident.title,
  description: incident.description,
  severity: incident.severity ?? '',
  status: incident.status === 'closed' ? 'closed' : 'open',
  type: incidentTypeLabel(incident.type),
});

/** The responder form as it opens: the team's values, then its defaults evaluated against them and the incident. */
export function prefillResponderForm(
  team: Team,
  type: ResponderType,
  incident: Parameters<typeof incidentScope>[0],
): ResponderProperties {
  const client = team.responderClients?.[type];
  const values: Record<string, string> = { ...(client?.values ?? {}) };
  const scope = { ...values, incident: incidentScope(incident) };
  for (const [field, template] of Object.entries(client?.defaults ?? {})) values[field] = evaluateOrKeep(template, scope);
  return values;
}
