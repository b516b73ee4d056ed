import { Alert, Field, HStack, Input, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { ResourceEditorEvent, ResourceEditorView } from '../../../core/settings';
import { ChoiceSelect } from '../../components/choice-select';
import { PageFormFooter } from '../../components/page-form-footer';
import { CanarySpecEditor } from './canary-spec-editor';
import { ObjectEditor } from './object-editor';

/** A resource's Spec tab (seed 002 §2.2): its fields, labels and spec editors, Update and Delete with its confirmation. */
export function ResourceSpecForm({ view, send }: { view: ResourceEditorView; send: (event: ResourceEditorEvent) => void }) {
  const { fields, draft, errors } = view;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'resource.save' });
  };
  return (
    <form onSubmit={submit} aria-label={`${view.kindLabel} spec`}>
      <Stack gap="4" p="4">
        <HStack gap="4" align="start" wrap="wrap">
          <Field.Root required invalid={errors.fields?.name !== undefined} disabled={fields.nameDisabled} flex="1" minW="220px">
            <Field.Label>Name</Field.Label>
            <Input value={draft.name} readOnly />
            <Field.ErrorText>{errors.fields?.name}</Field.ErrorText>
          </Field.Root>
          {fields.icon && (
            <Field.Root flex="1" minW="180px" disabled={!view.canSave}>
              <Field.Label>Icon</Field.Label>
              <Input value={draft.icon} onChange={(event) => send({ type: 'field.set', name: 'icon', value: event.target.value })} />
            </Field.Root>
          )}
          {fields.namespace && (
            <Field.Root disabled={fields.namespaceDisabled} flex="1" minW="180px">
              <Field.Label>Namespace</Field.Label>
              <Input value={draft.namespace} readOnly />
            </Field.Root>
          )}
          {fields.schedule && (
            <Field.Root flex="1" minW="180px" disabled={!view.canSave}>
              <Field.Label>Schedule</Field.Label>
              {/* A schedule saved outside the dropdown's choices stays selectable. */}
              <ChoiceSelect
                value={draft.schedule}
                choices={[...new Set([...fields.scheduleOptions, ...(draft.schedule ? [draft.schedule] : [])])]}
                none="None"
                onChange={(value) => send({ type: 'field.set', name: 'schedule', value })}
              />
            </Field.Root>
          )}
        </HStack>
        {fields.labels && (
          <Field.Root>
            <Field.Label>Labels</Field.Label>
            <ObjectEditor label="Labels" mode="json" height={100} readOnly={!view.canSave} initial={draft.labels} onText={(text) => send({ type: 'editor.set', name: 'labels', text })} />
          </Field.Root>
        )}
        {view.specEditor === 'canary' ? (
          <CanarySpecEditor spec={draft.spec} onSpec={(spec) => send({ type: 'spec.set', spec })} errors={errors.fields} readOnly={!view.canSave} />
        ) : (
          <Field.Root>
            <Field.Label>Spec</Field.Label>
            <ObjectEditor label="Spec" mode="yaml" height={360} readOnly={!view.canSave} initial={draft.spec} onText={(text) => send({ type: 'editor.set', name: 'spec', text })} />
          </Field.Root>
        )}
        {errors.message && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errors.message}</Alert.Title>
          </Alert.Root>
        )}
        <PageFormFooter
          view={view}
          submitLabel={view.submitLabel}
          onDelete={() => send({ type: 'resource.delete' })}
          onConfirmDelete={() => send({ type: 'delete.confirm' })}
          onCancelDelete={() => send({ type: 'delete.cancel' })}
        />
      </Stack>
    </form>
  );
}
