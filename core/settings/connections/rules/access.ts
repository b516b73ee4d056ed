import { can } from '../../../access';

/** permissions.md and seed 002 §6: adding, saving, updating, deleting and testing connections needs write on connections (admins). */
export const canWriteConnections = (roles: readonly string[]): boolean => can(roles, 'connections', 'write');
