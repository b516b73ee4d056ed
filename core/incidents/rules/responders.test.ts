import { describe, expect, it } from 'vitest';
import type { Team } from '../model';
import { RESPONDER_FIELD_MESSAGE } from '../texts';
import {
  RESPONDER_FIELDS, canGoToResponderType, canSaveResponder, changeResponderField, isFieldEnabled,
  newResponder, responderProgress, responderShownFields, responderTypesScroll, teamResponderTypes, validateResponderForm,
} from './responders';

describe('when a responder’s progress is shown', () => {
  it('marks the first step without a time as current', () => {
    const steps = responderProgress({ createdAt: '2024-01-01T00:00:00Z', acknowledgedAt: '2024-01-01T00:05:00Z' });
    expect(steps.map((s) => `${s.label}:${s.state}`)).toEqual(['Created:done', 'Acknowledged:done', 'Resolved:current', 'Closed:upcoming']);
  });

  it('has no current step once all four times are there', () => {
    const steps = responderProgress({ createdAt: 'a', acknowledgedAt: 'b', signedOffAt: 'c', closedAt: 'd' });
    expect(steps.filter((s) => s.state === 'current')).toEqual([]);
  });

  it('stops at a missing time even when a later one is there', () => {
    const steps = responderProgress({ createdAt: 'a', signedOffAt: 'c' });
    expect(steps.map((s) => s.state)).toEqual(['done', 'current', 'upcoming', 'upcoming']);
  });
});

describe('when a responder form is filled', () => {
  it('has the fields of its type, and shows external_id too', () => {
    expect(RESPONDER_FIELDS.jira).toEqual(['project', 'issueType', 'priority', 'summary', 'description']);
    expect(responderShownFields('email')).toEqual(['to', 'subject', 'body', 'external_id']);
  });

  it('requires every field with the message of seed 001 §5', () => {
    expect(validateResponderForm('email', { to: 'ops@local', subject: ' ' })).toEqual({
      subject: RESPONDER_FIELD_MESSAGE, body: RESPONDER_FIELD_MESSAGE,
    });
    expect(validateResponderForm('person', { person: 'p1' })).toEqual({});
  });

  it('keeps Jira issue type and planner bucket disabled until their parent is chosen', () => {
    expect(isFieldEnabled('jira', 'issueType', {})).toBe(false);
    expect(isFieldEnabled('jira', 'issueType', { project: 'OPS' })).toBe(true);
    expect(isFieldEnabled('ms_planner', 'bucket_id', { plan_id: '' })).toBe(false);
    expect(isFieldEnabled('jira', 'summary', {})).toBe(true);
  });

  it('clears project and issue type when the Jira instance changes', () => {
    expect(changeResponderField('jira', { instance: 'a', project: 'OPS', issueType: 'Bug', summary: 's' }, 'instance', 'b')).toEqual({
      instance: 'b', summary: 's',
    });
    expect(changeResponderField('jira', { instance: 'a', project: 'OPS' }, 'instance', 'a')).toEqual({ instance: 'a', project: 'OPS' });
  });
});

describe('when the add-responder wizard is used', () => {
  const team: Team = { id: 't1', name: 'Payments', responderClients: { email: {}, jira: {} } };
  const person = { id: 'p1', name: 'Casey' };

  it('goes on to the responder type only with a team', () => {
    expect(canGoToResponderType(undefined)).toBe(false);
    expect(canGoToResponderType({ kind: 'person', person })).toBe(false);
    expect(canGoToResponderType({ kind: 'team', team })).toBe(true);
  });

  it('adds a person at once, a team once a type is chosen, and nothing while saving', () => {
    expect(canSaveResponder({ kind: 'person', person }, undefined, false)).toBe(true);
    expect(canSaveResponder({ kind: 'team', team }, undefined, false)).toBe(false);
    expect(canSaveResponder({ kind: 'team', team }, 'jira', false)).toBe(true);
    expect(canSaveResponder({ kind: 'team', team }, 'jira', true)).toBe(false);
  });

  it('offers the team’s configured types and scrolls more than 6', () => {
    expect(teamResponderTypes(team)).toEqual(['email', 'jira']);
    expect(teamResponderTypes({ id: 't2', name: 'Empty' })).toEqual([]);
    expect([6, 7].map(responderTypesScroll)).toEqual([false, true]);
  });

  it('builds a person or a team responder', () => {
    expect(newResponder('i1', 'u1', { kind: 'person', person })).toEqual({
      incidentId: 'i1', createdBy: 'u1', type: 'person', personId: 'p1', properties: { responderType: 'person' },
    });
    expect(newResponder('i1', 'u1', { kind: 'team', team }, 'email', { to: 'x' })).toEqual({
      incidentId: 'i1', createdBy: 'u1', type: 'email', teamId: 't1', properties: { responderType: 'email', to: 'x' },
    });
  });
});
