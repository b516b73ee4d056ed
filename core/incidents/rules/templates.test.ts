import { describe, expect, it } from 'vitest';
import type { Team } from '../model';
import { evaluateOrKeep, evaluateTemplate, prefillResponderForm } from './templates';

const incident = { id: 'i1', incidentId: 'INC-7', title: 'Checkout down', description: 'd', severity: 'high', status: 'investigating' as const, type: 'technicalDebt' };

describe('when a team default is a template', () => {
  it('fills in form values and the incident', () => {
    expect(evaluateTemplate('[{{ incident.incident_id }}] {{.incident.title}} for {{project}}', { project: 'OPS', incident: { incident_id: 'INC-7', title: 'x' } }))
      .toBe('[INC-7] x for OPS');
  });

  it('keeps the raw text when it cannot be evaluated', () => {
    expect(evaluateOrKeep('{{ incident.nope }}', { incident: {} })).toBe('{{ incident.nope }}');
    expect(evaluateOrKeep('{{ broken', {})).toBe('{{ broken');
  });

  it('prefills a form with the team’s values, then its defaults, showing status as open or closed and the type’s description', () => {
    const team: Team = {
      id: 't', name: 'Payments',
      responderClients: { jira: { values: { project: 'OPS' }, defaults: { summary: '{{incident.title}} ({{incident.status}}, {{incident.type}})', description: '{{ oops }}' } } },
    };
    expect(prefillResponderForm(team, 'jira', incident)).toEqual({
      project: 'OPS', summary: 'Checkout down (open, Technical Debt)', description: '{{ oops }}',
    });
    expect(prefillResponderForm(team, 'jira', { ...incident, status: 'closed' }).summary).toBe('Checkout down (closed, Technical Debt)');
  });
});
