export { DomainError, isDomainError, errorMessage, type DomainErrorKind } from './errors';
export { Clock, IdGenerator } from './clock';
