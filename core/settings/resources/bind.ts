import { createCollectionMachine, serviceIdentifier, type CollectionMachine } from '../../shared';
import { createResourceEditorMachine } from './machines/resource-editor.machine';
import { RESOURCE_KINDS, type ResourceDraft, type ResourceKind, type SettingsResource } from './model';
import { resourcesPolicy } from './policy';
import type { SettingsResourcePort } from './ports';

export interface SettingsResourcePorts {
  readonly resources: SettingsResourcePort;
}

export type ResourceListMachine = CollectionMachine<SettingsResource, ResourceDraft>;

/** One list machine per kind, all from the same policy, and the one edit page machine (its kind comes as input). */
export function bindSettingsResourcePorts({ resources }: SettingsResourcePorts) {
  const lists = Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, createCollectionMachine(resourcesPolicy(kind, resources))])) as Record<
    ResourceKind,
    ResourceListMachine
  >;
  return { lists, editor: createResourceEditorMachine(resources) };
}

export type SettingsResourceMachines = ReturnType<typeof bindSettingsResourcePorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const SettingsResourceMachines = serviceIdentifier<SettingsResourceMachines>('SettingsResourceMachines');
