import { describe, expect, it } from 'vitest';
import { RESPONDER_FIELD_MESSAGE } from '../texts';
import {
  instanceOptions, integrationKindOf, lookupFields, lookupOptions, preselectedInstance, responderFieldLabel, responderTypeLabel,
} from './responder-lookups';
import { changeResponderField, isFieldEnabled, responderShownFields, validateResponderForm } from './responders';

const jira = {
  projects: [
    { key: 'PLAT', name: 'Platform', issueTypes: ['Incident', 'Bug'] },
    { key: 'OPS', name: 'Operations', issueTypes: ['Change'], priorities: ['P1', 'P2'] },
  ],
  priorities: ['High', 'Low'],
};

const planner = {
  plans: [
    { id: 'plan-1', name: 'Data Platform', buckets: [{ id: 'b1', name: 'Triage' }, { id: 'b2', name: 'Done' }] },
    { id: 'plan-2', name: 'Reporting', buckets: [{ id: 'b3', name: 'Requests' }] },
  ],
  priorities: ['Urgent', 'Low'],
};

describe('when a Jira form reads its instance config', () => {
  it('offers the projects by name with their key as value', () => {
    expect(lookupOptions('jira', 'project', jira, {})).toEqual([
      { value: 'PLAT', label: 'Platform' },
      { value: 'OPS', label: 'Operations' },
    ]);
  });

  it('offers the issue types of the chosen project only', () => {
    expect(lookupOptions('jira', 'issueType', jira, {})).toEqual([]);
    expect(lookupOptions('jira', 'issueType', jira, { project: 'PLAT' }).map((o) => o.value)).toEqual(['Incident', 'Bug']);
    expect(lookupOptions('jira', 'issueType', jira, { project: 'OPS' }).map((o) => o.value)).toEqual(['Change']);
  });

  it("prefers a project's own priorities over the instance's", () => {
    expect(lookupOptions('jira', 'priority', jira, { project: 'PLAT' }).map((o) => o.value)).toEqual(['High', 'Low']);
    expect(lookupOptions('jira', 'priority', jira, { project: 'OPS' }).map((o) => o.value)).toEqual(['P1', 'P2']);
  });

  it('keeps a value the team chose offered before the config arrives', () => {
    expect(lookupOptions('jira', 'project', undefined, { project: 'PLAT' })).toEqual([{ value: 'PLAT', label: 'PLAT' }]);
    expect(lookupOptions('jira', 'project', jira, { project: 'PLAT' })).toHaveLength(2);
  });

  it('ignores config JSON of an unexpected shape', () => {
    expect(lookupOptions('jira', 'project', { projects: 'none' }, {})).toEqual([]);
    expect(lookupOptions('jira', 'project', ['PLAT'], {})).toEqual([]);
    expect(lookupOptions('jira', 'project', { projects: [null, 3, { name: 'No key' }, ''] }, {})).toEqual([
      { value: '3', label: '3' },
      { value: 'No key', label: 'No key' },
    ]);
  });
});

describe('when a planner form reads its instance config', () => {
  it('offers plans and the buckets of the chosen plan by id, named', () => {
    expect(lookupOptions('ms_planner', 'plan_id', planner, {})).toEqual([
      { value: 'plan-1', label: 'Data Platform' },
      { value: 'plan-2', label: 'Reporting' },
    ]);
    expect(lookupOptions('ms_planner', 'bucket_id', planner, {})).toEqual([]);
    expect(lookupOptions('ms_planner', 'bucket_id', planner, { plan_id: 'plan-2' })).toEqual([{ value: 'b3', label: 'Requests' }]);
    expect(lookupOptions('ms_planner', 'priority', planner, {}).map((o) => o.value)).toEqual(['Urgent', 'Low']);
  });
});

describe('when the form chooses among instances', () => {
  const instances = [
    { id: 'c1', name: 'Acme Jira Data Center', externalId: ['jira.acme.internal'] },
    { id: 'c2', name: 'Acme Jira Cloud', externalId: ['jira/team-7', 'acme.atlassian.net'] },
    { id: 'c3', name: '', externalId: ['jira-unnamed'] },
  ];

  it('preselects the one whose external id names the team', () => {
    expect(preselectedInstance(instances, 'team-7')).toBe('c2');
    expect(preselectedInstance(instances, 'team-8')).toBeUndefined();
  });

  it('names an instance by its name, else its first external id', () => {
    expect(instanceOptions(instances).map((o) => o.label)).toEqual(['Acme Jira Data Center', 'Acme Jira Cloud', 'jira-unnamed']);
    expect(instanceOptions([], 'c9')).toEqual([{ value: 'c9', label: 'c9' }]);
    expect(instanceOptions(instances.slice(0, 1), 'c2', instances[1]).map((o) => o.label)).toEqual(['Acme Jira Data Center', 'Acme Jira Cloud']);
  });
});

describe('when the Jira and planner forms are laid out', () => {
  it('puts the instance select first and requires it', () => {
    expect(integrationKindOf('email')).toBeUndefined();
    expect(lookupFields('email')).toEqual([]);
    expect(lookupFields('jira')).toEqual(['instance', 'project', 'issueType', 'priority']);
    expect(lookupFields('ms_planner')).toEqual(['instance', 'plan_id', 'bucket_id', 'priority']);
    expect(responderShownFields('jira')).toEqual(['instance', 'project', 'issueType', 'priority', 'summary', 'description', 'external_id']);
    expect(validateResponderForm('jira', { project: 'PLAT', issueType: 'Bug', priority: 'High', summary: 's', description: 'd' })).toEqual({
      instance: RESPONDER_FIELD_MESSAGE,
    });
  });

  it('names the selects as the reference console does', () => {
    expect(['instance', 'project', 'issueType', 'priority'].map((f) => responderFieldLabel('jira', f))).toEqual([
      'Jira Instance', 'Project', 'Issue Type', 'Priority',
    ]);
    expect(['instance', 'plan_id', 'bucket_id'].map((f) => responderFieldLabel('ms_planner', f))).toEqual([
      'Microsoft Planner Instance', 'Plan', 'Bucket',
    ]);
    expect(responderFieldLabel('email', 'external_id')).toBe('External id');
    expect(responderTypeLabel('aws_support')).toBe('Aws support');
  });

  it('keeps project waiting for the instance, issue type and priority for the project', () => {
    expect(isFieldEnabled('jira', 'project', {})).toBe(false);
    expect(isFieldEnabled('jira', 'project', { instance: 'c2' })).toBe(true);
    expect(isFieldEnabled('jira', 'priority', { instance: 'c2' })).toBe(false);
    expect(isFieldEnabled('jira', 'priority', { instance: 'c2', project: 'PLAT' })).toBe(true);
    expect(isFieldEnabled('ms_planner', 'plan_id', {})).toBe(false);
    expect(isFieldEnabled('ms_planner', 'priority', { instance: 'p' })).toBe(true);
  });

  it('clears the choices that belonged to the previous parent', () => {
    expect(changeResponderField('jira', { instance: 'a', project: 'OPS', issueType: 'Change', priority: 'P1' }, 'project', 'PLAT')).toEqual({
      instance: 'a', project: 'PLAT', priority: 'P1',
    });
    expect(changeResponderField('ms_planner', { instance: 'a', plan_id: 'p', bucket_id: 'b', priority: 'Low' }, 'instance', 'z')).toEqual({
      instance: 'z', priority: 'Low',
    });
    expect(changeResponderField('ms_planner', { instance: 'a', plan_id: 'p', bucket_id: 'b' }, 'plan_id', 'q')).toEqual({ instance: 'a', plan_id: 'q' });
  });
});
