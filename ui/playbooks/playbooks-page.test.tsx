import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { aPlaybook } from '../../tests/fakes/playbooks';
import { renderConsole } from '../../tests/setup/render-console';
import { SignedInProviders } from '../app/signed-in-app';
import PlaybooksPage from './playbooks-page';

function open(role = 'editor') {
  const fakes = fakeConsole();
  fakes.session.setRoles([role]);
  fakes.playbooks.set([
    aPlaybook('p1', { name: 'restart', spec: 'title: Restart\ncategory: Kubernetes\ncomponents: [{types: [Service]}]\nactions: [{name: a, http: {url: http://x}}]\n' }),
    aPlaybook('p2', { name: 'query', spec: 'actions: [{name: q, sql: {query: select 1}}]\n' }),
  ]);
  fakes.playbookRuns
    .setPlaybook('p1', [{ name: 'memory', label: 'Memory', type: 'bytes', required: true, properties: { max: '4Gi' } }], ['component'])
    .setResources([{ kind: 'component', id: 'c1', name: 'payments-api', type: 'Service' }]);
  const { memory } = renderConsole(
    <SignedInProviders>
      <PlaybooksPage />
    </SignedInProviders>,
    { fakes, path: '/playbooks' },
  );
  return Object.assign(fakes, { memory });
}

describe('the playbooks screen', () => {
  it('shows the cards under their category, Other last, with what they run on', async () => {
    open('viewer');
    const kubernetes = await screen.findByRole('region', { name: 'Kubernetes' });
    expect(within(kubernetes).getByText('Restart')).toBeTruthy();
    expect(within(kubernetes).getByText('Component')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Other' })).getByText('query')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add playbook' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit Playbook/ })).toBeNull();
  });

  it('refuses a spec without a name, then saves the edited spec', async () => {
    const fakes = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Playbook Restart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Playbook' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'restart-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakes.playbooks.rows.find((row) => row.id === 'p1')?.name).toBe('restart-2'));
    expect(await screen.findByText('Playbook Spec updated successfully')).toBeTruthy();
  });
});

describe('the run dialog', () => {
  it('picks a component searched on the server, takes the memory in Gi and goes to the run', async () => {
    const fakes = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Run Restart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart' });
    expect(within(dialog).getByText('Please select a resource to see the parameters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search Component' }), { target: { value: 'pay' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /payments-api/ }));
    const amount = await within(dialog).findByRole('textbox', { name: 'Memory' });
    expect((within(dialog).getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Memory unit' }), { target: { value: 'Gi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(fakes.memory.history?.at(-1)).toBe('/playbooks/runs/run-1'));
    expect(fakes.playbookRuns.runs).toEqual([{ id: 'p1', component_id: 'c1', params: { memory: '2Gi' } }]);
  });
});
