import type { SnapshotFrom } from 'xstate';
import type { FormErrors } from '../../shared';
import type { ResourceEditorMachine } from './machines/resource-editor.machine';
import type { TeamMembersMachine } from './machines/team-members.machine';
import type { ResourceDraft, ResourceTab, TeamPerson } from './model';
import { resourceKind, specEditorOf } from './rules/kinds';
import {
  HEALTH_CHECK_DOCS, RESOURCE_TAB_LABELS, RESOURCE_TEXTS, SCHEDULE_OPTIONS, TEAM_TEXTS, TOPOLOGY_NOT_RUN_NOTE, deleteResourceMessage, deleteResourceTitle,
} from './texts';

/** Which of the Spec tab's fields show, and which may be changed. */
export interface ResourceFieldsView {
  readonly namespace: boolean;
  readonly icon: boolean;
  readonly labels: boolean;
  readonly schedule: boolean;
  readonly scheduleOptions: readonly string[];
  /** R002-2-2-21 and 23. */
  readonly nameDisabled: boolean;
  readonly namespaceDisabled: boolean;
  /** R002-2-2-36: the add modal of a health check links to the health-check docs. */
  readonly help?: { readonly label: string; readonly url: string };
}

/** What the edit page renders. */
export interface ResourceEditorView {
  readonly loading: boolean;
  readonly error?: string;
  /** 'No resources found' when there is nothing to edit. */
  readonly missing?: string;
  readonly ready: boolean;
  readonly kindLabel: string;
  readonly kindTitle: string;
  readonly listPath: string;
  readonly name: string;
  readonly tabs: readonly { readonly key: ResourceTab; readonly label: string }[];
  readonly tab: ResourceTab;
  readonly fields: ResourceFieldsView;
  readonly draft: ResourceDraft;
  readonly errors: FormErrors;
  /** The Update button and Delete, for who may write (R002-2-2-25 and 26). */
  readonly submitLabel: string;
  readonly canSave: boolean;
  readonly canDelete: boolean;
  readonly saving: boolean;
  readonly confirm?: { readonly title: string; readonly message: string };
  readonly deleting: boolean;
  /** What this backend does not run of the spec (topologies). */
  readonly note?: string;
  /** The health check's type picker and forms, or YAML (R002-2-2-34). */
  readonly specEditor: 'canary' | 'yaml';
}

/** The Spec tab's fields for a kind, in the add modal (creating) or on the edit page. */
export function resourceFieldsView(kind: Parameters<typeof resourceKind>[0], editing: boolean): ResourceFieldsView {
  const { fields } = resourceKind(kind);
  return {
    namespace: fields.namespace,
    icon: fields.icon,
    labels: fields.labels,
    schedule: fields.schedule !== undefined,
    scheduleOptions: SCHEDULE_OPTIONS,
    nameDisabled: editing,
    namespaceDisabled: editing,
    help: !editing && specEditorOf(kind) === 'canary' ? HEALTH_CHECK_DOCS : undefined,
  };
}

export function selectResourceEditorView(snapshot: SnapshotFrom<ResourceEditorMachine>): ResourceEditorView {
  const { context } = snapshot;
  const definition = resourceKind(context.kind);
  const ready = context.resource !== undefined;
  const confirming = snapshot.hasTag('confirm');
  return {
    loading: snapshot.hasTag('loading'),
    error: snapshot.hasTag('error') ? context.error : undefined,
    missing: snapshot.hasTag('missing') ? RESOURCE_TEXTS.noResources : undefined,
    ready,
    kindLabel: definition.label,
    kindTitle: definition.title,
    listPath: definition.path,
    name: context.resource?.name ?? '',
    tabs: definition.tabs.map((key) => ({ key, label: RESOURCE_TAB_LABELS[key] })),
    tab: context.tab,
    fields: resourceFieldsView(context.kind, true),
    draft: context.draft,
    errors: context.errors,
    submitLabel: RESOURCE_TEXTS.update,
    canSave: ready && context.canWrite,
    canDelete: ready && context.canWrite,
    saving: snapshot.hasTag('busy') && !confirming,
    confirm: confirming ? { title: deleteResourceTitle(definition.label), message: deleteResourceMessage(context.draft.name) } : undefined,
    deleting: confirming && snapshot.hasTag('busy'),
    note: context.kind === 'topologies' ? TOPOLOGY_NOT_RUN_NOTE : undefined,
    specEditor: specEditorOf(context.kind, context.resource?.source),
  };
}

/** What the team members tab renders. */
export interface TeamMembersView {
  readonly loading: boolean;
  readonly error?: string;
  readonly members: readonly TeamPerson[];
  /** R002-2-2-44: the empty state's words, when the team has nobody. */
  readonly empty?: string;
  readonly canManage: boolean;
  readonly busy: boolean;
  /** The 'Add users to the team' modal: people not in the team, and who is picked. */
  readonly picker?: { readonly title: string; readonly candidates: readonly TeamPerson[]; readonly picked: readonly string[]; readonly canAdd: boolean };
}

export function selectTeamMembersView(snapshot: SnapshotFrom<TeamMembersMachine>): TeamMembersView {
  const { context } = snapshot;
  const loading = snapshot.hasTag('loading');
  const memberIds = new Set(context.members.map((member) => member.id));
  return {
    loading,
    error: snapshot.hasTag('error') ? context.error : undefined,
    members: context.members,
    empty: !loading && !snapshot.hasTag('error') && context.members.length === 0 ? TEAM_TEXTS.noMembers : undefined,
    canManage: context.canManage,
    busy: snapshot.hasTag('busy'),
    picker: snapshot.hasTag('adding')
      ? {
          title: TEAM_TEXTS.addUsersTitle,
          candidates: context.people.filter((person) => !memberIds.has(person.id)),
          picked: context.picked,
          canAdd: context.picked.length > 0 && !snapshot.hasTag('busy'),
        }
      : undefined,
  };
}
