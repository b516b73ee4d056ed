import { setWorldConstructor, World } from '@cucumber/cucumber';
import { FakeClock } from '../../tests/fakes/clock';
import { fakeConsole, type FakeConsole } from '../../tests/fakes/fake-console';

/**
 * The state of one scenario. Every area's steps share it: the clock the core reads, and a bag of named
 * values (the person's roles, the last result, an actor...). Areas add their own keys; name them
 * `<area>.<thing>` so two areas never collide.
 */
export class ConsoleWorld extends World {
  readonly clock = new FakeClock();
  readonly context = new Map<string, unknown>();
  #console?: FakeConsole;

  /** The scenario's container of fakes, with the console's machine modules bound to them (made on first use). */
  get console(): FakeConsole {
    this.#console ??= fakeConsole({ clock: this.clock });
    return this.#console;
  }

  remember<T>(key: string, value: T): T {
    this.context.set(key, value);
    return value;
  }

  /** The value a previous step remembered; a scenario that skipped that step fails with the key's name. */
  recall<T>(key: string): T {
    if (!this.context.has(key)) throw new Error(`No step of this scenario set '${key}'`);
    return this.context.get(key) as T;
  }

  recallOr<T>(key: string, fallback: T): T {
    return this.context.has(key) ? (this.context.get(key) as T) : fallback;
  }
}

setWorldConstructor(ConsoleWorld);
