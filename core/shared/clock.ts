import { serviceIdentifier } from './service-identifier';
/** Time comes into the core through this port, so machines and rules stay pure and testable. */
export const Clock = serviceIdentifier<Clock>('Clock');
export interface Clock {
  now(): Date;
}

export const IdGenerator = serviceIdentifier<IdGenerator>('IdGenerator');
export interface IdGenerator {
  next(): string;
}
