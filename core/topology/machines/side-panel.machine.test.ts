import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FakeDownload } from '../../../tests/fakes/fake-browser';
import { FakeTopologyPort } from '../../../tests/fakes/topology';
import { DomainError } from '../../shared';
import { bindTopologyPorts } from '../bind';
import type { ComponentCheck } from '../model';

const checks = (n: number): ComponentCheck[] => Array.from({ length: n }, (_, i) => ({ id: `k${i}`, name: `check ${i}` }));
const bottom = { scrollTop: 1000, clientHeight: 500, scrollHeight: 1700 };

function start(port: FakeTopologyPort, componentId = 'c1') {
  const actor = createActor(bindTopologyPorts(port.ports(new FakeDownload())).sidePanel, { input: { componentId } });
  actor.start();
  const idle = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  return { actor, idle };
}

const port = () => new FakeTopologyPort().setComponents([{ id: 'c1', name: 'api' }]);

describe('when the side panel opens', () => {
  it('loads the component and whether playbooks exist', async () => {
    const { actor, idle } = start(port().setPlaybooksExist('c1'));
    await idle();
    expect(actor.getSnapshot().context).toMatchObject({ component: { name: 'api' }, playbooksExist: true });
    expect(actor.getSnapshot().context.open).toBeUndefined();
  });

  it('shows a not-found panel for an unknown component', async () => {
    const { actor } = start(port(), 'nope');
    await waitFor(actor, (s) => s.matches('notFound'));
  });
});

describe('when a section is opened', () => {
  it('loads its first page of 50', async () => {
    const fake = port().setChecks('c1', checks(120));
    const { actor, idle } = start(fake);
    await idle();
    actor.send({ type: 'section.toggle', section: 'checks' });
    await waitFor(actor, (s) => s.context.lists.checks.pagesLoaded === 1);
    expect(fake.callsOf('checks')).toEqual([['c1', { pageIndex: 0, pageSize: 50 }]]);
    expect(actor.getSnapshot().context.lists.checks).toMatchObject({ hasMore: true, total: 120 });
  });

  it('closes the open section', async () => {
    const { actor, idle } = start(port());
    await idle();
    actor.send({ type: 'section.toggle', section: 'teams' });
    actor.send({ type: 'section.toggle', section: 'insights' });
    expect(actor.getSnapshot().context.open).toBe('insights');
    actor.send({ type: 'section.toggle', section: 'insights' });
    expect(actor.getSnapshot().context.open).toBeUndefined();
  });

  it('does not load a section twice', async () => {
    const fake = port().setTeams('c1', [{ id: 't1', name: 'ops' }]);
    const { actor, idle } = start(fake);
    await idle();
    actor.send({ type: 'section.toggle', section: 'teams' });
    await waitFor(actor, (s) => s.context.lists.teams.pagesLoaded === 1 && s.matches({ ready: 'idle' }));
    actor.send({ type: 'section.toggle', section: 'teams' });
    actor.send({ type: 'section.toggle', section: 'teams' });
    await idle();
    expect(fake.callsOf('teams')).toHaveLength(1);
  });

  it('does not load Playbooks when none exist', async () => {
    const fake = port();
    const { actor, idle } = start(fake);
    await idle();
    actor.send({ type: 'section.toggle', section: 'playbooks' });
    await idle();
    expect(fake.callsOf('playbookRuns')).toHaveLength(0);
  });

  it('shows a failed page in its section only', async () => {
    const fake = port().failNext('changes', new DomainError('server', 'changes are down'));
    const { actor, idle } = start(fake);
    await idle();
    actor.send({ type: 'section.toggle', section: 'changes' });
    await waitFor(actor, (s) => s.context.lists.changes.error !== undefined);
    expect(actor.getSnapshot().context.lists.changes.error).toBe('changes are down');
    actor.send({ type: 'section.reload', section: 'changes' });
    await waitFor(actor, (s) => s.context.lists.changes.pagesLoaded === 1);
  });
});

describe('when the open list is scrolled', () => {
  it('loads the next page within 300 px of the bottom, and stops after the last', async () => {
    const fake = port().setChecks('c1', checks(120));
    const { actor, idle } = start(fake);
    await idle();
    actor.send({ type: 'section.toggle', section: 'checks' });
    await waitFor(actor, (s) => s.context.lists.checks.pagesLoaded === 1 && s.matches({ ready: 'idle' }));
    actor.send({ type: 'section.scrolled', position: { scrollTop: 0, clientHeight: 500, scrollHeight: 1700 } });
    expect(fake.callsOf('checks')).toHaveLength(1);
    for (const pages of [2, 3]) {
      actor.send({ type: 'section.scrolled', position: bottom });
      await waitFor(actor, (s) => s.context.lists.checks.pagesLoaded === pages && s.matches({ ready: 'idle' }));
    }
    actor.send({ type: 'section.scrolled', position: bottom });
    expect(fake.callsOf('checks').map((args) => (args[1] as { pageIndex: number }).pageIndex)).toEqual([0, 1, 2]);
    expect(actor.getSnapshot().context.lists.checks.items).toHaveLength(120);
  });
});

describe('the Incidents section', () => {
  it('filters by status open and type all, and reloads when the filter changes', async () => {
    const fake = port().setIncidents('c1', [
      { id: 'i1', title: 'Down', status: 'open', type: 'availability' },
      { id: 'i2', title: 'Slow', status: 'closed', type: 'performance' },
    ]);
    const { actor, idle } = start(fake);
    await idle();
    actor.send({ type: 'section.toggle', section: 'incidents' });
    await waitFor(actor, (s) => s.context.lists.incidents.pagesLoaded === 1);
    expect(actor.getSnapshot().context.lists.incidents.items.map((i) => i.id)).toEqual(['i1']);
    actor.send({ type: 'incidents.filter', filter: { status: 'closed', type: 'all' } });
    await waitFor(actor, (s) => s.context.lists.incidents.pagesLoaded === 1 && s.context.lists.incidents.items[0]?.id === 'i2');
    expect(fake.callsOf('incidents').map((args) => args[1])).toEqual([
      { status: 'open', type: 'all' },
      { status: 'closed', type: 'all' },
    ]);
  });
});

describe('the Catalog section', () => {
  it('hides deleted links', async () => {
    const fake = port().setLinkedConfigs('c1', [
      { configId: 'k1', name: 'db', selectorId: 'manual' },
      { configId: 'k2', name: 'old', linkDeleted: true },
    ]);
    const { actor, idle } = start(fake);
    await idle();
    actor.send({ type: 'section.toggle', section: 'catalog' });
    await waitFor(actor, (s) => s.context.lists.catalog.pagesLoaded === 1);
    expect(actor.getSnapshot().context.lists.catalog.items.map((l) => l.name)).toEqual(['db']);
  });
});
