import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../../shared';
import {
  agentFormLayout, agentStatus, closeAgentDialog, dialogRequested, EMPTY_AGENT_FORM, fluxInstallText, helmInstallText,
  openAgent, parseAgentsQuery, propertiesOf, propertyRows, serialiseAgentsQuery, sortAgentsBy, validateAgentForm,
} from '.';

const NOW = new Date('2024-06-12T10:30:00Z');
const secondsAgo = (s: number) => new Date(NOW.getTime() - s * 1000).toISOString();

describe('agent status', () => {
  it.each([[0, 'online'], [60, 'online'], [60.999, 'online'], [61, 'offline'], [3600, 'offline']])('seen %s s ago is %s', (seconds, status) => {
    expect(agentStatus(secondsAgo(seconds), NOW)).toBe(status);
  });

  it('is offline when never seen', () => {
    expect(agentStatus(undefined, NOW)).toBe('offline');
  });
});

describe('the agents URL', () => {
  it('defaults to page 0 of 50, newest first', () => {
    expect(parseAgentsQuery(new URLSearchParams(''))).toEqual({ pageIndex: 0, pageSize: 50, sortBy: undefined, sortOrder: 'desc', id: undefined, addAgent: false });
  });

  it('round-trips every parameter and ignores nonsense', () => {
    const params = { pageIndex: '2', pageSize: '25', sortBy: 'name', sortOrder: 'asc', id: 'a1' };
    expect(serialiseAgentsQuery(parseAgentsQuery(new URLSearchParams(params)))).toEqual(params);
    expect(parseAgentsQuery(new URLSearchParams('pageIndex=-1&pageSize=x&sortOrder=up'))).toMatchObject({ pageIndex: 0, pageSize: 50, sortOrder: 'desc' });
  });

  it('opens the edit dialog with id and the create dialog with addAgent=true', () => {
    expect(dialogRequested(parseAgentsQuery(new URLSearchParams('id=a1')))).toEqual({ mode: 'edit', id: 'a1' });
    expect(dialogRequested(parseAgentsQuery(new URLSearchParams('addAgent=true')))).toEqual({ mode: 'create' });
    expect(dialogRequested(parseAgentsQuery(new URLSearchParams('addAgent=false')))).toBeUndefined();
  });

  it('opens an agent on row click and closes the dialog again', () => {
    const query = parseAgentsQuery(new URLSearchParams('pageIndex=1'));
    expect(serialiseAgentsQuery(openAgent(query, 'a1'))).toEqual({ pageIndex: '1', id: 'a1' });
    expect(serialiseAgentsQuery(closeAgentDialog(openAgent(query, 'a1')))).toEqual({ pageIndex: '1' });
  });

  it('sorts by a column descending first, then flips', () => {
    const query = parseAgentsQuery(new URLSearchParams('pageIndex=3'));
    const once = sortAgentsBy(query, 'name');
    expect(once).toMatchObject({ sortBy: 'name', sortOrder: 'desc', pageIndex: 0 });
    expect(sortAgentsBy(once, 'name').sortOrder).toBe('asc');
  });
});

describe('the agent form', () => {
  it('requires a name', () => {
    expect(validateAgentForm({ ...EMPTY_AGENT_FORM, name: '  ' })).toEqual({ name: REQUIRED_FIELD_MESSAGE });
    expect(validateAgentForm({ ...EMPTY_AGENT_FORM, name: 'edge' })).toEqual({});
  });

  it('reads Next when creating and Save with a read-only name when editing', () => {
    expect(agentFormLayout('create')).toEqual({ nameReadOnly: false, submitLabel: 'Next' });
    expect(agentFormLayout('edit')).toEqual({ nameReadOnly: true, submitLabel: 'Save' });
  });

  it('edits properties as key-value rows', () => {
    expect(propertyRows({ region: 'eu' })).toEqual([{ key: 'region', value: 'eu' }]);
    expect(propertiesOf([{ key: ' region ', value: 'eu' }, { key: '', value: 'dropped' }, { key: 'tier', value: '1' }])).toEqual({ region: 'eu', tier: '1' });
  });
});

describe('the install instructions', () => {
  const agent = { id: 'p1', username: 'agent-1', accessToken: 'tok-123' };
  const form = { ...EMPTY_AGENT_FORM, name: 'edge' };

  it('put the token and the server URL in the Helm command', () => {
    const text = helmInstallText(agent, form, 'http://127.0.0.1:8080');
    expect(text).toContain('--set upstream.host=http://127.0.0.1:8080');
    expect(text).toContain('--set upstream.password=tok-123');
    expect(text).toContain('--set scrapers.kubernetes.clusterName="edge"');
  });

  it('put them in the Flux HelmRelease, with the Kubernetes scraper only when enabled', () => {
    const text = fluxInstallText(agent, { ...form, kubernetes: { enabled: false, interval: '30m' } }, 'http://127.0.0.1:8080');
    expect(text).toContain('host: http://127.0.0.1:8080');
    expect(text).toContain('password: tok-123');
    expect(text).not.toContain('scrapers');
    expect(fluxInstallText(agent, form, 'http://x')).toContain('interval: "30m"');
  });
});
