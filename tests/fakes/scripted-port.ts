import { DomainError } from '../../core/shared';
import { heldUntilReleased } from './held';

/**
 * What every in-memory fake port can be told to do in a scenario: fail its next call of a method, hold
 * every call until released (to look at loading states), and report the calls it received.
 */
export class ScriptedPort<Method extends string> {
  private failures = new Map<Method, Error>();
  private pending: Promise<void> | undefined;
  readonly calls: { method: Method; args: unknown[] }[] = [];

  /** The next call of `method` fails with `error`. */
  failNext(method: Method, error: Error = new DomainError('server', 'boom')): this {
    this.failures.set(method, error);
    return this;
  }

  /** Calls wait until the returned function is called. */
  hold(): () => void {
    return heldUntilReleased((waiting) => (this.pending = waiting));
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  /** Records a call, waits while held, and throws the failure scripted for it. */
  protected async enter(method: Method, ...args: unknown[]): Promise<void> {
    this.calls.push({ method, args });
    await this.pending;
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
  }
}
