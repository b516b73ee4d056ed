import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { VIEWER_USER } from '../../../tests/fakes/users';
import { renderConsole } from '../../../tests/setup/render-console';
import { SignedInProviders } from '../../app/signed-in-app';
import UsersPage from './users-page';

function open(roles: readonly string[] = ['admin']) {
  const fakes = fakeConsole();
  fakes.session.setRoles(roles);
  renderConsole(
    <SignedInProviders>
      <UsersPage virtualized={false} />
    </SignedInProviders>,
    { fakes, path: '/settings/users' },
  );
  return fakes.users;
}

const table = () => screen.findByRole('grid', { name: 'Users' });
const rowOf = async (text: string) => {
  const grid = await table();
  return within(grid).getAllByRole('row').find((row) => within(row).queryByText(text))!;
};
const dialog = () => screen.findByRole('dialog');
const choose = (within_: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

describe('the Users screen', () => {
  it('shows the columns of seed 002 with each person and their roles', async () => {
    open();
    const headers = within(await table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Roles', 'State', 'Created At', 'Actions']);
    const viewer = await rowOf('viewer@local');
    expect(within(viewer).getByText('Viewer User')).toBeInTheDocument();
    expect(within(viewer).getByText('viewer')).toBeInTheDocument();
    expect(within(viewer).getByText('active')).toBeInTheDocument();
  });

  it("offers 'Add Role to User' and 'Invite User' to an admin", async () => {
    open();
    await table();
    expect(screen.getByRole('button', { name: 'Add Role to User' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeInTheDocument();
  });

  it('shows no delete menu and no buttons to someone who may not write identities', async () => {
    open(['editor']);
    await table();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Role to User' })).toBeNull();
  });

  describe('when inviting', () => {
    it('shows the message of each field that is wrong', async () => {
      const users = open();
      fireEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
      const form = await dialog();
      fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: 'not-an-email' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Invite' }));
      expect(await within(form).findByText('Please provide valid first name')).toBeInTheDocument();
      expect(within(form).getByText('Please provide valid last name')).toBeInTheDocument();
      expect(within(form).getByText('Entered value does not match email format')).toBeInTheDocument();
      expect(within(form).getByText('Please select any role')).toBeInTheDocument();
      expect(users.callsOf('invite')).toEqual([]);
    });

    it("invites and toasts '<name> invited successfully'", async () => {
      const users = open();
      fireEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
      const form = await dialog();
      fireEvent.change(within(form).getByLabelText(/First Name/), { target: { value: 'Ada' } });
      fireEvent.change(within(form).getByLabelText(/Last Name/), { target: { value: 'Lovelace' } });
      fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: 'ada@local' } });
      choose(form, /Role/, 'viewer');
      fireEvent.click(within(form).getByRole('button', { name: 'Invite' }));
      expect(await screen.findByText('Ada Lovelace invited successfully')).toBeInTheDocument();
      expect(users.callsOf('invite')).toEqual([[{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@local', role: 'viewer' }]]);
      expect(await rowOf('ada@local')).toBeTruthy();
    });
  });

  it("adds a role and toasts '<name> role updated successfully'", async () => {
    const users = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Role to User' }));
    const form = await dialog();
    choose(form, /User/, VIEWER_USER.id);
    choose(form, /Role/, 'editor');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Viewer User role updated successfully')).toBeInTheDocument();
    expect(users.callsOf('addRoles')).toEqual([[VIEWER_USER.id, ['editor']]]);
  });

  it("asks 'Delete User ?' before deleting, then toasts 'user deleted successfully'", async () => {
    const users = open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Viewer User' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Delete User ?')).toBeInTheDocument();
    expect(within(confirm).getByText('Are you sure you want to delete this user ?')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('user deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(users.callsOf('remove')).toEqual([[VIEWER_USER.id]]));
  });
});
