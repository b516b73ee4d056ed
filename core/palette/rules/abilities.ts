import { can, canPerform } from '../../access';
import { canRunNow } from '../../health';
import type { PaletteResourceKind } from '../model';

/** The write verbs a person's roles allow (permissions.md): a viewer has none. */
export interface PaletteAbilities {
  readonly runCheck: boolean;
  readonly createIncident: boolean;
  readonly runPlaybook: boolean;
}

export const paletteAbilities = (roles: readonly string[]): PaletteAbilities => ({
  runCheck: canRunNow(roles),
  createIncident: can(roles, 'incident', 'write'),
  runPlaybook: canPerform(roles, 'playbook.run'),
});

/** What each kind needs read on: the palette asks only for kinds the person may read. */
const READ_ON = {
  check: 'canaries',
  component: 'topologies',
  config: 'catalog',
  playbook: 'playbooks',
  incident: 'incident',
  person: 'database',
} as const;

export const readableKinds = (roles: readonly string[]): PaletteResourceKind[] =>
  (Object.keys(READ_ON) as PaletteResourceKind[]).filter((kind) => can(roles, READ_ON[kind], 'read'));
