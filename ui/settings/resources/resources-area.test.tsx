import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { renderConsole } from '../../../tests/setup/render-console';
import { SignedInProviders } from '../../app/signed-in-app';
import { ResourceEditPage } from './resource-edit-page';
import { ResourceListPage } from './resource-list-page';

const TOPOLOGY_ID = '00000000-0000-4000-8000-0000000000a1';

function setup(roles: string[]) {
  const fakes = fakeConsole();
  fakes.session.setRoles(roles);
  fakes.resources.set('topologies', [
    { id: TOPOLOGY_ID, name: 'platform', namespace: 'default', source: 'ConfigFile', labels: { team: 'core', env: 'prod' }, spec: { components: [] } },
  ]);
  return fakes;
}

function list(roles = ['admin']) {
  const fakes = setup(roles);
  return renderConsole(
    <SignedInProviders>
      <ResourceListPage kind="topologies" virtualized={false} />
    </SignedInProviders>,
    { fakes, path: '/settings/topologies' },
  );
}

function edit(id: string, roles = ['admin']) {
  const fakes = setup(roles);
  return renderConsole(
    <SignedInProviders>
      <ResourceEditPage kind="topologies" id={id} />
    </SignedInProviders>,
    { fakes, path: `/settings/topologies/${id}` },
  );
}

describe('the Topology settings list', () => {
  it('shows the generic columns without Schedule, a file source in words and the tags', async () => {
    list();
    const grid = await screen.findByRole('grid', { name: 'Topology' });
    const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Source', 'Namespace', 'Job Status', 'Last Run', 'Last Failed', 'Tags', 'Created', 'Updated', 'Created By']);
    expect(await within(grid).findByText('Linked to local file')).toBeInTheDocument();
    expect(within(grid).getByText('team: core')).toBeInTheDocument();
    expect(within(grid).getByText('+1 more')).toBeInTheDocument();
  });

  it('opens a row on its own page', async () => {
    const { memory } = list();
    fireEvent.click(await screen.findByText('platform'));
    await waitFor(() => expect(memory.history?.at(-1)).toBe(`/settings/topologies/${TOPOLOGY_ID}`));
  });

  it('keeps Save disabled while the new topology has no name (R002-5-03)', async () => {
    list();
    fireEvent.click(await screen.findByRole('button', { name: /add/i }));
    const form = await screen.findByRole('dialog', { name: 'Add Topology' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'edge' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: ' ' } });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('offers Add only to who may write topologies', async () => {
    list(['viewer']);
    await screen.findByRole('grid', { name: 'Topology' });
    expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
  });
});

describe("a topology's edit page", () => {
  it('keeps the name, updates the schedule and goes back to the list', async () => {
    const { memory, fakes } = edit(TOPOLOGY_ID);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('platform');
    expect(name).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Schedule'), { target: { value: '@hourly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Topology platform updated')).toBeInTheDocument();
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/settings/topologies'));
    expect(fakes.resources.stored('topologies')[0]?.row.schedule).toBe('@hourly');
  });

  it('shows neither Update nor Delete to a viewer', async () => {
    edit(TOPOLOGY_ID, ['viewer']);
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("says 'No resources found' for an id with no resource", async () => {
    edit('00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });
});
