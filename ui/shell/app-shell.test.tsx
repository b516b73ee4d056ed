import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SIDEBAR_COLLAPSED_KEY, areaById } from '../../core/session';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { renderConsole } from '../../tests/setup/render-console';
import { SessionProvider, useSessionStatus } from '../hooks/session';
import { AppShell } from './app-shell';

const health = areaById('health')!;
const flags = areaById('settings.feature_flags')!;

function SignedIn({ children }: { children: ReactNode }) {
  return useSessionStatus().status === 'ready' ? <>{children}</> : null;
}

async function start(setup: (fakes: ReturnType<typeof fakeConsole>) => void = () => undefined) {
  const fakes = fakeConsole();
  setup(fakes);
  const view = renderConsole(
    <SessionProvider>
      <SignedIn>
        <AppShell navigation={{ main: [health], settings: [flags] }}>
          <p>page</p>
        </AppShell>
      </SignedIn>
    </SessionProvider>,
    { fakes, path: '/health' },
  );
  await screen.findByRole('navigation', { name: 'Main' });
  return view;
}

const initialWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = initialWidth;
});

describe('when the sidebar is folded', () => {
  it('remembers it for the next visit', async () => {
    const { fakes } = await start();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(fakes.preferences.values.get(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('starts folded when the browser remembers it so', async () => {
    await start((f) => f.preferences.setValue(SIDEBAR_COLLAPSED_KEY, 'true'));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });
});

describe('when the person clicks outside the open sidebar', () => {
  it('folds it on a window narrower than 1024 px', async () => {
    window.innerWidth = 800;
    const { fakes } = await start();
    fireEvent.pointerDown(screen.getByText('page'));
    await waitFor(() => expect(fakes.preferences.values.get(SIDEBAR_COLLAPSED_KEY)).toBe('true'));
  });

  it('leaves it open on a wide window, and on a click inside it', async () => {
    window.innerWidth = 1280;
    await start();
    fireEvent.pointerDown(screen.getByText('page'));
    window.innerWidth = 800;
    fireEvent.pointerDown(within(screen.getByRole('navigation', { name: 'Main' })).getByText('Health'));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });
});

describe('when the person opens the user menu', () => {
  it('lists the greeting, Your Profile, Download kubeconfig, the versions and Sign out', async () => {
    await start((f) => f.session.setVersions({ frontend: '0.1.0', backend: '1.4.2' }));
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Hi Admin User')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual([
      'Your Profile',
      'Download kubeconfig',
      'Sign out',
    ]);
    expect(within(menu).getByLabelText('Versions')).toHaveTextContent('Frontend 0.1.0Backend 1.4.2');
  });

  it('goes to /profile-settings from Your Profile', async () => {
    const { memory } = await start();
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Your Profile' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/profile-settings'));
  });

  it('opens the kubeconfig dialog of three steps, whose download saves the file', async () => {
    const { fakes } = await start();
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download kubeconfig' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download kubeconfig' });
    expect(within(dialog).getAllByRole('listitem').map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Download the kubeconfig file',
      'Use it with kubectl',
      'Learn more',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Saved as local-kubeconfig.yaml');
    expect(fakes.download.saved.map((f) => f.filename)).toEqual(['local-kubeconfig.yaml']);
    expect(dialog).toHaveTextContent('export KUBECONFIG=~/Downloads/local-kubeconfig.yaml');
  });
});

describe('the top bar', () => {
  it('has Refresh and a Help menu with the Docs link', async () => {
    await start();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('menuitem', { name: /Docs/ })).toHaveAttribute('href', 'https://docs.flanksource.com');
  });
});
