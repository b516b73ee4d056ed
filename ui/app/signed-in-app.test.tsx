import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/shared';
import { NO_AREA_TITLE } from '../../core/session';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { renderConsole } from '../../tests/setup/render-console';
import { SignedInApp } from './signed-in-app';

const FEATURE_FLAGS = '/settings/feature-flags';

function start(path: string, setup: (fakes: ReturnType<typeof fakeConsole>) => void = () => undefined) {
  const fakes = fakeConsole();
  setup(fakes);
  return renderConsole(<SignedInApp />, { fakes, path });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main' });
const featureFlagsLink = () => sidebar().querySelector(`a[href="${FEATURE_FLAGS}"]`);

describe('when an admin opens the console', () => {
  it('goes from / to the topology', async () => {
    const { memory } = start('/');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/topology'));
  });

  it('goes from / to the first other area they may read when the topology is turned off', async () => {
    const { memory } = start('/', (f) => f.featureFlags.setLocal({ 'topology.disable': 'true' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/health'));
  });

  it('lists the areas this console has in the spec’s order, Settings sorted by name, and nothing for the others', async () => {
    start(FEATURE_FLAGS);
    await waitFor(() => expect(featureFlagsLink()).not.toBeNull());
    const links = within(sidebar()).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/topology', '/health', '/incidents', '/catalog', '/logs', '/playbooks', '/settings/agents', '/settings/config_scrapers', '/settings/connections', '/settings/event-queue-status', FEATURE_FLAGS,
      '/settings/canaries', '/settings/incident_rules', '/settings/integrations', '/settings/jobs', '/settings/logging_backends', '/settings/notifications', '/settings/teams', '/settings/topologies', '/settings/users',
    ]);
    expect(within(sidebar()).getByText('Settings')).toBeInTheDocument();
  });

  it('titles the page with the product name', async () => {
    start(FEATURE_FLAGS);
    await waitFor(() => expect(document.title).toBe('Feature Flags | Mission Control'));
  });

  it('hides the entry of a disabled feature', async () => {
    start('/', (f) => f.featureFlags.setLocal({ 'settings.feature_flags.disable': 'true' }));
    await screen.findByRole('banner');
    expect(featureFlagsLink()).toBeNull();
  });

  it('hides the entry at once when the flag is added on the screen', async () => {
    start(FEATURE_FLAGS);
    await waitFor(() => expect(featureFlagsLink()).not.toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: /add flag/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'settings.feature_flags.disable' } });
    fireEvent.change(within(dialog).getByLabelText(/^Value/), { target: { value: 'true' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(featureFlagsLink()).toBeNull());
  });

  it('shows the not-found page for an unknown route', async () => {
    start('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('remembers a collapsed sidebar', async () => {
    const { fakes } = start(FEATURE_FLAGS);
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(fakes.preferences.get('sidebar.collapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('remembers the colour mode and marks <html> for dark', async () => {
    const { fakes } = start(FEATURE_FLAGS);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(fakes.preferences.get('colour-mode')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});

describe('when a viewer opens the console', () => {
  it('shows no Settings and lands on the topology', async () => {
    const { memory } = start('/', (f) => f.session.setRoles(['viewer']));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/topology'));
    expect(within(sidebar()).queryByText('Settings')).toBeNull();
  });
});

describe('when a person who may read no area opens the console', () => {
  it('says there is nothing to open, with Sign out', async () => {
    const { memory } = start('/', (f) => f.session.setRoles(['guest']));
    expect(await screen.findByRole('heading', { name: NO_AREA_TITLE })).toBeInTheDocument();
    expect(within(sidebar()).queryByText('Settings')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /sign out/i }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/logout'));
  });
});

describe('when a person without read on an area opens its route', () => {
  it('says they may not open it', async () => {
    start(FEATURE_FLAGS, (f) => f.session.setRoles(['guest']));
    expect(await screen.findByRole('heading', { name: 'You may not open Feature Flags' })).toBeInTheDocument();
  });
});

describe('when the backend is down', () => {
  it('shows the message and a Retry that recovers', async () => {
    const { fakes } = start('/', (f) => f.session.fail('whoami', new DomainError('network', 'The server did not answer')));
    expect(await screen.findByText('The server did not answer')).toBeInTheDocument();
    fakes.session.succeed('whoami');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('shows the flags failure with a Retry instead of the routes', async () => {
    start('/', (f) => f.featureFlags.failNext('effective', new DomainError('decode', 'Unexpected answer from GET /properties: [0].value')));
    expect(await screen.findByText(/Unexpected answer from GET \/properties/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });
});

describe('the user menu', () => {
  it('greets the person and shows both versions and Sign out', async () => {
    const { memory } = start(FEATURE_FLAGS, (f) => f.session.setVersions({ frontend: '0.1.0', backend: '9.9.9' }));
    const trigger = await screen.findByRole('button', { name: 'User menu' });
    await act(async () => {
      fireEvent.click(trigger);
    });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Hi Admin User')).toBeInTheDocument();
    expect(within(menu).getByText('Frontend 0.1.0')).toBeInTheDocument();
    expect(within(menu).getByText('Backend 9.9.9')).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: /sign out/i }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/logout'));
  });
});
