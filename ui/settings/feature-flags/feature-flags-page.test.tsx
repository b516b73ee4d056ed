import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_MESSAGES } from '../../../core/settings';
import { DomainError } from '../../../core/shared';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { findDialog } from '../../../tests/setup/dialogs';
import { renderConsole } from '../../../tests/setup/render-console';
import { SignedInProviders } from '../../app/signed-in-app';
import FeatureFlagsPage from './feature-flags-page';

function open(setup: (fakes: ReturnType<typeof fakeConsole>) => void = () => undefined) {
  const fakes = fakeConsole();
  fakes.featureFlags
    .setStored([{ name: 'logs.disable', value: 'true', description: 'Hide logs', createdBy: { id: 'u1', name: 'Ada Admin' } }])
    .setLocal({ 'health.disable': 'true' });
  setup(fakes);
  return renderConsole(
    <SignedInProviders>
      <FeatureFlagsPage virtualized={false} />
    </SignedInProviders>,
    { fakes, path: '/settings/feature-flags' },
  );
}

const table = () => screen.findByRole('grid', { name: 'Feature Flags' });
const rowOf = async (name: string) => {
  const grid = await table();
  return within(grid).getAllByRole('row').find((row) => within(row).queryByText(name))!;
};
const fill = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the Feature Flags screen', () => {
  it('shows the columns of seed 002 and every flag with its source', async () => {
    open();
    const grid = await table();
    const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Description', 'Value', 'Source', 'Created By', 'Created At', 'Updated At']);
    expect(within(await rowOf('logs.disable')).getByText('db')).toBeInTheDocument();
    expect(within(await rowOf('logs.disable')).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(await rowOf('health.disable')).getByText('local')).toBeInTheDocument();
  });

  it('shows an empty state when there are no flags', async () => {
    open((f) => f.featureFlags.setStored([]).setLocal({}));
    expect(await screen.findByText('No feature flags yet')).toBeInTheDocument();
  });

  it('shows the load error with a Retry', async () => {
    open((f) => f.featureFlags.failNext('list', new DomainError('server', 'relation "properties" does not exist')));
    expect(await screen.findByText('relation "properties" does not exist')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });

  it('refuses a flag without a value, then adds it and says so', async () => {
    const { fakes } = open();
    fireEvent.click(await screen.findByRole('button', { name: /add flag/i }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, /^Name/, 'incidents.disable');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(FEATURE_FLAG_MESSAGES.missingDetails)).toBeInTheDocument();
    expect(fakes.featureFlags.calls.some((c) => c.method === 'create')).toBe(false);

    fill(dialog, /^Value/, 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FEATURE_FLAG_MESSAGES.added)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await rowOf('incidents.disable')).toBeDefined();
    expect(fakes.featureFlags.storedFlag('incidents.disable')?.createdBy?.id).toBe('u-admin');
  });

  it("shows the server's message when adding fails, keeping the form", async () => {
    open((f) => f.featureFlags.failNext('create', new DomainError('conflict', 'duplicate key value violates unique constraint')));
    fireEvent.click(await screen.findByRole('button', { name: /add flag/i }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, /^Name/, 'logs.disable');
    fill(dialog, /^Value/, 'false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('duplicate key value violates unique constraint')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Name/)).toHaveValue('logs.disable');
  });

  it('updates a stored flag from its row', async () => {
    open();
    fireEvent.click(within(await rowOf('logs.disable')).getByText('Hide logs'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Value/)).toHaveValue('true');
    fill(dialog, /^Value/, 'false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(FEATURE_FLAG_MESSAGES.updated)).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf('logs.disable')).getByText('false')).toBeInTheDocument());
  });

  it('opens a flag with Enter on a selected cell of its row', async () => {
    open();
    const cell = within(await rowOf('logs.disable')).getAllByRole('gridcell')[0]!;
    fireEvent.mouseDown(cell);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a stored flag after confirmation', async () => {
    open();
    fireEvent.click(within(await rowOf('logs.disable')).getByText('Hide logs'));
    const dialog = await findDialog('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await findDialog('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FEATURE_FLAG_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(async () => expect(within(await table()).queryByText('logs.disable')).toBeNull());
  });

  it('refuses to edit a local flag with a toast', async () => {
    open();
    fireEvent.click(within(await rowOf('health.disable')).getByText('local'));
    expect(await screen.findByText(FEATURE_FLAG_MESSAGES.localNotEditable)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no Add to a person without write on feature_flags', async () => {
    open((f) => f.session.setRoles(['commander']));
    await table();
    expect(screen.queryByRole('button', { name: /add flag/i })).toBeNull();
    fireEvent.click(within(await rowOf('logs.disable')).getByText('Hide logs'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
