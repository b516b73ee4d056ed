import type { CollectionPolicy } from '../../shared';
import type { ResourceDraft, ResourceKind, SettingsResource } from './model';
import type { SettingsResourcePort } from './ports';
import { canWriteResource, emptyResourceDraft, resourceDraftIncomplete, validateResourceDraft } from './rules/draft';
import { resourceKind } from './rules/kinds';
import { deleteResourceMessage, deleteResourceTitle, emptyResourceList, resourceCreated, resourceDeleted, resourceUpdated } from './texts';

export const resourceKey = (resource: SettingsResource): string => resource.id;

/**
 * A generic settings table's list (seed 002 §2.2) on the collection kit, for any kind: the newest
 * hundred, the add modal for who may write the kind's resource. A row opens its own edit page
 * (the resource editor machine), so the list has no edit form and no delete of its own.
 */
export function resourcesPolicy(kind: ResourceKind, port: SettingsResourcePort): CollectionPolicy<SettingsResource, ResourceDraft> {
  const { label, title } = resourceKind(kind);
  return {
    id: `resources.${kind}`,
    key: resourceKey,
    provider: {
      list: (query) => port.list(kind, query),
      create: (draft, by) => port.create(kind, draft, by),
    },
    permissions: {
      create: (roles) => canWriteResource(roles, kind),
      edit: (roles) => canWriteResource(roles, kind),
      remove: (roles) => canWriteResource(roles, kind),
    },
    create: {
      draft: () => emptyResourceDraft(kind),
      validate: (draft) => validateResourceDraft(kind, draft),
      incomplete: (draft) => resourceDraftIncomplete(kind, draft),
    },
    texts: {
      empty: emptyResourceList(title),
      created: (draft) => resourceCreated(label, draft.name.trim()),
      updated: (draft) => resourceUpdated(label, draft.name),
      removed: (resource) => resourceDeleted(label, resource.name),
      confirmDelete: (resource) => ({ title: deleteResourceTitle(label), message: deleteResourceMessage(resource.name) }),
    },
  };
}
