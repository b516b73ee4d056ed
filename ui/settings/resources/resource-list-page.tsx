import { Field, Link, Stack } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import {
  RESOURCE_TEXTS, addResourceTitle, applyEditorText, labelsOf, resourceEditPath, resourceFieldsView, resourceKey, resourceKind, specEditorOf, type ResourceDraft,
  type ResourceKind, type SettingsResource,
} from '../../../core/settings';
import { CollectionPage } from '../../components/collection-page';
import type { FormField } from '../../components/form-dialog';
import { usePageTitle } from '../../hooks/page-title';
import { useResourceListMachine } from '../../hooks/resources';
import { CanarySpecEditor } from './canary-spec-editor';
import { ObjectEditor } from './object-editor';
import { resourceTableColumns } from './resource-columns';

/** The add modal's text fields, from core's field rules for a new resource of the kind. */
function createFields(kind: ResourceKind): readonly FormField[] {
  const shown = resourceFieldsView(kind, false);
  return [
    { name: 'name', label: 'Name', required: true },
    ...(shown.namespace ? [{ name: 'namespace', label: 'Namespace' }] : []),
    ...(shown.icon ? [{ name: 'icon', label: 'Icon', placeholder: 'people' }] : []),
    ...(shown.schedule
      ? [{ name: 'schedule', label: 'Schedule', placeholder: 'None', options: shown.scheduleOptions.map((value) => ({ value, label: value })) }]
      : []),
  ];
}

interface DraftEditorsProps {
  readonly kind: ResourceKind;
  readonly draft: ResourceDraft;
  readonly change: (draft: ResourceDraft) => void;
  readonly busy: boolean;
  readonly errors?: Readonly<Record<string, string | undefined>>;
}

/** The add modal's labels and spec editors (R002-2-2-24, 32, 33), a health check's type picker and forms (R002-2-2-36 to 38). */
function DraftEditors({ kind, draft, change, busy, errors }: DraftEditorsProps) {
  const shown = resourceFieldsView(kind, false);
  const canary = specEditorOf(kind) === 'canary';
  return (
    <Stack gap="4">
      {shown.help && (
        <Link href={shown.help.url} target="_blank" rel="noreferrer" fontSize="sm" colorPalette="blue">
          {shown.help.label}
        </Link>
      )}
      {shown.labels && (
        <Field.Root>
          <Field.Label>Labels</Field.Label>
          <ObjectEditor
            label="Labels"
            mode="json"
            height={100}
            readOnly={busy}
            initial={draft.labels}
            onText={(text) => change({ ...draft, labels: labelsOf(applyEditorText(draft.labels, text)) })}
          />
        </Field.Root>
      )}
      {canary ? (
        <CanarySpecEditor spec={draft.spec} onSpec={(spec) => change({ ...draft, spec })} errors={errors} readOnly={busy} />
      ) : (
        <Field.Root>
          <Field.Label>Spec</Field.Label>
          <ObjectEditor
            label="Spec"
            mode="yaml"
            height={260}
            readOnly={busy}
            initial={draft.spec}
            onText={(text) => change({ ...draft, spec: applyEditorText(draft.spec, text) })}
          />
        </Field.Root>
      )}
    </Stack>
  );
}

/** /settings/{table} for any generic kind (seed 002 §2.2): the collection kit's page; a row opens its edit page. */
export function ResourceListPage({ kind, virtualized = true }: { kind: ResourceKind; virtualized?: boolean }) {
  const definition = resourceKind(kind);
  usePageTitle(definition.title);
  const machine = useResourceListMachine(kind);
  const [, navigate] = useLocation();
  const columns = useMemo(() => resourceTableColumns(kind), [kind]);
  const fields = useMemo(() => createFields(kind), [kind]);
  const open = useCallback((row: SettingsResource) => navigate(`~${resourceEditPath(kind, row.id)}`), [navigate, kind]);
  return (
    <CollectionPage
      machine={machine}
      title={definition.title}
      description={`The ${definition.title.toLowerCase()} this console keeps, newest first.`}
      refreshLabel={`Refresh ${definition.title.toLowerCase()}`}
      columns={columns}
      rowKey={resourceKey}
      onRowOpen={open}
      create={{
        button: 'Add',
        title: addResourceTitle(definition.label),
        submitLabel: RESOURCE_TEXTS.save,
        fields,
        controls: (draft, change, busy, errors) => <DraftEditors kind={kind} draft={draft} change={change} busy={busy} errors={errors} />,
      }}
      noun={[definition.label.toLowerCase(), definition.title.toLowerCase()]}
      errorTitle={`Could not load ${definition.title.toLowerCase()}`}
      virtualized={virtualized}
    />
  );
}
