import { expect } from 'vitest';
import { isDomainError, type DomainError, type DomainErrorKind } from '../../core/shared';

/**
 * What a contract case runs against: the port under test and the means to put the backend in the state
 * the case needs. The fake's runner arranges through the fake's setters; the server's runner through the
 * built-in backend's own SQL and API, so both sides start each case from the same story.
 */
export interface ContractSubject<Port, Arrange> {
  readonly port: Port;
  readonly arrange: Arrange;
}

/** Called before every case: a fake starts empty, the server's tables of the port are emptied. */
export type ContractSetup<Port, Arrange> = () => Promise<ContractSubject<Port, Arrange>>;

/** The DomainError `work` rejects with, after checking its kind. */
export async function rejectsWith(work: Promise<unknown>, kind: DomainErrorKind): Promise<DomainError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(isDomainError(error), `expected a DomainError of kind ${kind}, got ${String(error)}`).toBe(true);
  expect((error as DomainError).kind).toBe(kind);
  return error as DomainError;
}

/** An id no row has: a well-formed uuid, so the server answers "not found" rather than "malformed". */
export const MISSING_ID = '00000000-0000-4000-8000-00000000dead';

/** An ISO time `minutes` before now. */
export const minutesAgo = (minutes: number, now = Date.now()): string => new Date(now - minutes * 60_000).toISOString();
