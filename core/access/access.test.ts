import { describe, expect, it } from 'vitest';
import { ACTION_PERMISSIONS, canPerform, type GuardedAction } from './actions';
import { isFeatureEnabled } from './features';
import { RESOURCES, can } from './permissions';
import { effectiveRoles } from './roles';

describe('when a person has no known role', () => {
  it('is treated as a viewer', () => {
    expect(effectiveRoles([])).toEqual(['viewer']);
    expect(effectiveRoles(['superuser'])).toEqual(['viewer']);
    expect(effectiveRoles(['superuser', 'editor'])).toEqual(['editor']);
  });
});

describe('when checking permissions', () => {
  it('lets an admin do everything and a guest nothing', () => {
    for (const resource of RESOURCES) {
      expect(can(['admin'], resource, 'write')).toBe(true);
      expect(can(['guest'], resource, 'read')).toBe(false);
    }
  });

  it('grants the union of several roles', () => {
    expect(can(['viewer', 'responder'], 'incident', 'write')).toBe(true);
    expect(can(['viewer'], 'incident', 'write')).toBe(false);
  });
});

describe('when checking guarded actions', () => {
  it('allows an admin every one and a viewer none', () => {
    for (const action of Object.keys(ACTION_PERMISSIONS) as GuardedAction[]) {
      expect(canPerform(['admin'], action)).toBe(true);
      expect(canPerform(['viewer'], action)).toBe(false);
    }
  });

  it('lets responders attach evidence but not run playbooks', () => {
    expect(canPerform(['responder'], 'evidence.attach')).toBe(true);
    expect(canPerform(['responder'], 'playbook.run')).toBe(false);
  });
});

describe('when feature flags are set', () => {
  it('turns a feature off only for the value true', () => {
    expect(isFeatureEnabled('logs', { 'logs.disable': 'true' })).toBe(false);
    expect(isFeatureEnabled('logs', { 'logs.disable': 'false' })).toBe(true);
    expect(isFeatureEnabled('logs', new Map([['logs.disable', 'TRUE']]))).toBe(false);
  });

  it('turns a child off with its parent', () => {
    expect(isFeatureEnabled('settings.job_history', { 'health.disable': 'true' })).toBe(false);
    expect(isFeatureEnabled('settings.logging_backends', { 'logs.disable': 'true' })).toBe(false);
    expect(isFeatureEnabled('health', { 'settings.job_history.disable': 'true' })).toBe(true);
  });
});
