import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../core/settings/notifications';
import { fakeConsole } from '../../../tests/fakes/fake-console';
import { renderConsole } from '../../../tests/setup/render-console';
import { SignedInProviders } from '../../app/signed-in-app';
import NotificationsPage from './notifications-page';

const row = (values: Partial<Notification> & Pick<Notification, 'id' | 'name'>): Notification => ({
  title: '', events: ['check.failed'], filter: '', template: '', customServices: [], createdAt: '2030-01-01T00:00:00Z', pending: 0, sent: 0, failed: 0,
  source: 'UI', ...values,
});

function open(roles: string[]) {
  const fakes = fakeConsole();
  fakes.session.setRoles(roles);
  fakes.notifications.setChoices({ people: [{ id: 'p1', name: 'Alice Admin' }], teams: [], connections: [{ id: 'c1', name: 'inbox', type: 'webhook' }] });
  fakes.notifications.set([
    row({ id: 'n1', name: 'on-failures', sent: 3, failed: 2, mostCommonError: 'receiver answered 500', customServices: [{ name: 'inbox', connection: 'c1' }] }),
  ]);
  renderConsole(
    <SignedInProviders>
      <NotificationsPage virtualized={false} />
    </SignedInProviders>,
    { fakes, path: '/settings/notifications' },
  );
  return fakes;
}

describe('the notifications screen', () => {
  it('shows the sends and opens the most common error from the failed count', async () => {
    open(['admin']);
    const table = await screen.findByRole('grid', { name: 'Notifications' }, { timeout: 10_000 });
    expect(within(table).getByText('inbox')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: '2 failed: show the most common error' }));
    const dialog = await screen.findByRole('dialog', { name: 'Most common error of on-failures' });
    expect(within(dialog).getByText('receiver answered 500')).toBeInTheDocument();
  });

  it('refuses a notification without events in the Create Notification form', async () => {
    open(['admin']);
    fireEvent.click(await screen.findByRole('button', { name: /Add Notification/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Notification' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'quiet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  });
});
