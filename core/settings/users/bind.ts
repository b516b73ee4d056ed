import { createCollectionMachine, serviceIdentifier } from '../../shared';
import type { UsersPort } from './ports';
import { usersPolicy } from './policy';

export interface UsersPorts {
  readonly users: UsersPort;
}

export function bindUsersPorts({ users }: UsersPorts) {
  return { screen: createCollectionMachine(usersPolicy(users)) };
}

export type UsersMachines = ReturnType<typeof bindUsersPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const UsersMachines = serviceIdentifier<UsersMachines>('UsersMachines');
