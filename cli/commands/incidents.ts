import type { Container } from 'inversify';
import { createActor, waitFor } from 'xstate';
import { resolve } from '../../adapters/container';
import {
  IncidentMachines, IncidentPort, NO_INCIDENTS, incidentListFilter, incidentTypeLabel, severityLabel,
  type CreateIncidentField, type Incident, type IncidentSummary,
} from '../../core/incidents';
import { SessionPort } from '../../core/session';
import { formatAge } from '../../core/health';
import { Clock } from '../../core/shared';
import { optionText, type ParsedArgs } from '../args';
import { UsageError, type CommandResult } from '../output';
import { textTable } from '../table';

/**
 * `incidents [--status s] [--severity s] [--type t] [--owner id] [--component id] [--search text]`: the
 * incident list with the filters of its page (seed 001 §2.1): open incidents unless a status is given,
 * and `all` for no filter.
 */
export async function listIncidents(container: Container, args: ParsedArgs): Promise<CommandResult> {
  const filter = incidentListFilter({ get: (name) => optionText(args, name) ?? null });
  const incidents = await container.get<IncidentPort>(IncidentPort).list(filter);
  const now = container.get<Clock>(Clock).now().getTime();
  const rows = incidents.map((incident: IncidentSummary) => [
    incident.incidentId, severityLabel(incident.severity, '-'), incident.status, incidentTypeLabel(incident.type),
    formatAge(now - Date.parse(incident.createdAt)), incident.title,
  ]);
  return {
    json: incidents,
    text: incidents.length === 0 ? NO_INCIDENTS : textTable(['id', 'severity', 'status', 'type', 'age', 'title'], rows),
  };
}

const CREATE_FIELDS: readonly CreateIncidentField[] = ['title', 'description', 'severity', 'status', 'type'];

/**
 * `incidents create --title T [--description D] [--severity S] [--type T] [--status S]`: the Create New
 * Incident form of seed 001 §2.2 (same defaults, validation and root hypothesis), as the signed-in person.
 */
export async function createIncident(container: Container, args: ParsedArgs): Promise<CommandResult> {
  const user = (await container.get<SessionPort>(SessionPort).whoami()).user;
  const actor = createActor(resolve(container, IncidentMachines).createIncident, { input: { userId: user.id } });
  const refusals: string[] = [];
  actor.on('toast', (toast) => refusals.push(toast.message));
  actor.start();
  for (const field of CREATE_FIELDS) {
    const value = optionText(args, field);
    if (value !== undefined) actor.send({ type: 'form.change', field, value });
  }
  actor.send({ type: 'form.submit' });
  const { errors } = actor.getSnapshot().context;
  if (Object.keys(errors).length > 0) {
    actor.stop();
    throw new UsageError(Object.entries(errors).map(([field, message]) => `--${field}: ${message}`).join('\n'));
  }
  // The form comes back to editing when the server refuses the incident.
  const settled = await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.matches('editing'));
  actor.stop();
  if (settled.status !== 'done') throw new Error(refusals.join('\n'));
  const incident: Incident = settled.output!;
  // A later step (the root hypothesis) may have failed after the incident was made: say so, keep the incident.
  const warnings = refusals.length > 0 ? `\n${refusals.join('\n')}` : '';
  return { json: incident, text: `Created ${incident.incidentId}: ${incident.title}${warnings}` };
}
