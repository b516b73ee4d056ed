import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { aLogBackend } from '../../../tests/fakes/logging-backends';
import { renderConsole } from '../../../tests/setup/render-console';
import { SignedInProviders } from '../../app/signed-in-app';
import LoggingBackendsPage from './logging-backends-page';

function open(roles: string[], path = '/settings/logging_backends') {
  const fakes = fakeConsole();
  fakes.session.setRoles(roles);
  fakes.logBackends.set([
    aLogBackend({ id: 'b1', name: 'server-logs', createdAt: '2024-06-02T00:00:00Z' }),
    aLogBackend({ id: 'b2', name: 'loki', spec: { loki: { url: 'http://127.0.0.1:3100' } }, labels: { default: 'true' } }),
  ]);
  renderConsole(
    <SignedInProviders>
      <LoggingBackendsPage virtualized={false} />
    </SignedInProviders>,
    { fakes, path },
  );
  return fakes;
}

describe('the log backends screen', () => {
  it('lists the backends with their type and labels, saying which the built-in backend cannot serve, and offers a viewer no Add', async () => {
    open(['viewer']);
    const table = await screen.findByRole('grid', { name: 'Log Backends' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    expect(within(table).getByText('builtin')).toBeInTheDocument();
    expect(within(table).getByText('loki: not served by the built-in backend')).toBeInTheDocument();
    expect(within(table).getByText('default: true')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Log Backend/ })).toBeNull();
  });

  it('opens an existing backend in a form reading Update, its name fixed, and deletes it after asking', async () => {
    const fakes = open(['admin'], '/settings/logging_backends?id=b1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Log Backend' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete server-logs?')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Log backend deleted')).toBeInTheDocument();
    await waitFor(() => expect(fakes.logBackends.rows.map((b) => b.name)).toEqual(['loki']));
  });

  it('offers an admin a new backend form reading Add', async () => {
    open(['admin']);
    fireEvent.click(await screen.findByRole('button', { name: /Add Log Backend/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Log Backend' });
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
