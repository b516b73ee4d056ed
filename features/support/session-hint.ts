import type { FakeSessionHint } from '../../tests/fakes/fake-browser';
import type { ConsoleWorld } from './world';

/** The browser's session hint of the scenario: present unless a step said the browser never signed in. */
export const sessionHint = (world: ConsoleWorld): FakeSessionHint => world.console.sessionHint;
