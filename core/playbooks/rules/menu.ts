import { canPerform, isFeatureEnabled, type FlagValues } from '../../access';

export interface PlaybooksMenuContext {
  /** DECISIONS §7: shown inside another page. */
  readonly embedded: boolean;
  readonly flags: FlagValues;
  readonly roles: readonly string[];
}

/**
 * A resource's Playbooks menu (R000-2-5-15) shows to who may run playbooks (permissions.md) while the
 * playbooks feature is on, and is hidden in embedded mode (R000-2-5-17).
 */
export const showsPlaybooksMenu = (context: PlaybooksMenuContext): boolean =>
  !context.embedded && isFeatureEnabled('playbooks', context.flags) && canPerform(context.roles, 'playbook.run');
