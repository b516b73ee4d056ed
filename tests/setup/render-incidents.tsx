import type { ReactElement } from 'react';
import { SignedInProviders } from '../../ui/app/signed-in-app';
import { fakeConsole, type FakeConsole } from '../fakes/fake-console';
import { renderConsole } from './render-console';

/** An incidents screen over the fake console (its incidents fake holds what the test seeded), signed in, at `path`. */
export function renderIncidents(page: ReactElement, path: string, fakes: FakeConsole = fakeConsole()) {
  const view = renderConsole(<SignedInProviders>{page}</SignedInProviders>, { fakes, path });
  return { ...view, incidents: fakes.incidents };
}
