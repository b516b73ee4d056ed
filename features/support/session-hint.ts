import { FakeSessionHint } from '../../tests/fakes/fake-browser';
import type { ConsoleWorld } from './world';

const SESSION_HINT = 'identity.sessionHint';

/** The browser's session hint of the scenario: present unless a step said the browser never signed in. */
export const sessionHint = (world: ConsoleWorld): FakeSessionHint =>
  world.context.has(SESSION_HINT) ? world.recall<FakeSessionHint>(SESSION_HINT) : world.remember(SESSION_HINT, new FakeSessionHint());
