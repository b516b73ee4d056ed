import { createCollectionMachine, serviceIdentifier, type CollectionMachine } from '../../shared';
import { createResourceEditorMachine } from './machines/resource-editor.machine';
import { createTeamMembersMachine } from './machines/team-members.machine';
import { RESOURCE_KINDS, type ResourceDraft, type ResourceKind, type SettingsResource } from './model';
import { resourcesPolicy } from './policy';
import type { SettingsResourcePort, TeamMemberPort } from './ports';

export interface SettingsResourcePorts {
  readonly resources: SettingsResourcePort;
  readonly teamMembers: TeamMemberPort;
}

export type ResourceListMachine = CollectionMachine<SettingsResource, ResourceDraft>;

/** One list machine per kind, all from the same policy, the one edit page machine (its kind comes as input) and a team's members tab. */
export function bindSettingsResourcePorts({ resources, teamMembers }: SettingsResourcePorts) {
  const lists = Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, createCollectionMachine(resourcesPolicy(kind, resources))])) as Record<
    ResourceKind,
    ResourceListMachine
  >;
  return { lists, editor: createResourceEditorMachine(resources), teamMembers: createTeamMembersMachine(teamMembers) };
}

export type SettingsResourceMachines = ReturnType<typeof bindSettingsResourcePorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const SettingsResourceMachines = serviceIdentifier<SettingsResourceMachines>('SettingsResourceMachines');
