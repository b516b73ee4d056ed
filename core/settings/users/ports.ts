import { serviceIdentifier } from '../../shared';
import type { Invitation, User } from './model';

export const UsersPort = serviceIdentifier<UsersPort>('UsersPort');
export interface UsersPort {
  /** Every person who can sign in, with their roles. */
  list(): Promise<User[]>;
  /** Creates the person with one role; they set a password through the recovery code they are sent. */
  invite(invitation: Invitation): Promise<void>;
  /** Adds roles to a person; roles they hold already stay (DECISIONS §5). */
  addRoles(userId: string, roles: readonly string[]): Promise<void>;
  remove(userId: string): Promise<void>;
}
