import { describe, expect, it } from 'vitest';
import {
  agentFormLayout, agentFormOf, agentListQuery, agentStatus, EMPTY_AGENT_FORM, fluxInstallText, helmInstallText, propertiesOf, propertyRows,
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

describe('the agents query', () => {
  it('asks for page 0 of 50, newest first, when the URL says nothing', () => {
    expect(agentListQuery({ pageIndex: 0, filter: {} })).toEqual({ pageIndex: 0, pageSize: 50, sortBy: undefined, sortOrder: 'desc' });
  });

  it('asks for the page, size and sort the URL holds', () => {
    expect(agentListQuery({ pageIndex: 2, pageSize: 10, sort: { column: 'name', desc: false }, filter: {} })).toEqual({
      pageIndex: 2, pageSize: 10, sortBy: 'name', sortOrder: 'asc',
    });
  });
});

describe('the agent form', () => {
  it("opens an agent with its name and properties, and the Kubernetes scraper's defaults", () => {
    expect(agentFormOf({ name: 'edge', properties: { region: 'eu' } })).toEqual({
      name: 'edge', properties: [{ key: 'region', value: 'eu' }], kubernetes: { enabled: true, interval: '30m' },
    });
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
