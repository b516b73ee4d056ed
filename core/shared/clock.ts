/** Time comes into the core through this port, so machines and rules stay pure and testable. */
export const Clock = Symbol.for('Clock');
export interface Clock {
  now(): Date;
}

export const IdGenerator = Symbol.for('IdGenerator');
export interface IdGenerator {
  next(): string;
}
