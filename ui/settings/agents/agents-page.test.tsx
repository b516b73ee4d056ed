import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAgent } from '../../../tests/fakes/agents';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { findDialog } from '../../../tests/setup/dialogs';
import { renderConsole } from '../../../tests/setup/render-console';
import { SignedInProviders } from '../../app/signed-in-app';
import AgentsPage from './agents-page';

function open(path = '/settings/agents') {
  const fakes = fakeConsole();
  fakes.session.setRoles(['admin']);
  fakes.agents.setAgents([anAgent({ id: 'a1', name: 'edge', properties: { region: 'eu' } })]);
  const { memory } = renderConsole(
    <SignedInProviders>
      <AgentsPage virtualized={false} />
    </SignedInProviders>,
    { fakes, path },
  );
  return { agents: fakes.agents, memory };
}

const table = () => screen.findByRole('grid', { name: 'Agents' });
const rowOf = async (text: string) => within(await table()).getAllByRole('row').find((row) => within(row).queryByText(text))!;

describe('the agents screen', () => {
  it('reloads the agents with its refresh button', async () => {
    const { agents } = open();
    await rowOf('edge');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh agents' }));
    await waitFor(() => expect(agents.callsOf('list')).toHaveLength(2));
  });

  it('creates an agent with its properties on Next, then shows its token once in the install instructions', async () => {
    const { agents } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add agent' }));
    const form = await screen.findByRole('dialog', { name: 'Create Agent' });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'west' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    fireEvent.change(within(form).getByLabelText('Properties key 1'), { target: { value: 'tier' } });
    fireEvent.change(within(form).getByLabelText('Properties value 1'), { target: { value: 'gold' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Next' }));
    const instructions = await screen.findByRole('dialog', { name: 'Installation Instructions' });
    expect(within(instructions).getByRole('tabpanel').textContent).toContain('password: token-1-secret');
    expect(agents.storedByName('west')?.properties).toEqual({ tier: 'gold' });
    fireEvent.click(within(instructions).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Installation Instructions' })).toBeNull());
  });

  it('opens the agent the URL names, and writes the row opened to the URL', async () => {
    const { memory } = open('/settings/agents?id=a1');
    const form = await screen.findByRole('dialog', { name: 'Edit Agent' });
    expect(within(form).getByLabelText(/Name/)).toHaveAttribute('readonly');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await rowOf('edge')).getByText('edge'));
    await screen.findByRole('dialog', { name: 'Edit Agent' });
    expect(memory.history.at(-1)).toBe('/settings/agents?id=a1');
  });

  it('asks whether the resources go too, then for confirmation, then deletes the agent with that answer', async () => {
    const { agents } = open('/settings/agents?id=a1');
    const form = await findDialog('dialog', 'Edit Agent');
    fireEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    const question = await findDialog('alertdialog', 'Delete Agents Resources');
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    const confirm = await findDialog('alertdialog', 'Delete Agent');
    expect(within(confirm).getByText('Are you sure you want to delete agent?')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Agent deleted')).toBeInTheDocument();
    expect(agents.removals).toEqual([{ id: 'a1', cleanup: false }]);
  });
});
