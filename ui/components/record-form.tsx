import { Alert, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { RecordEditorEvent, RecordEditorView } from '../../core/shared';
import type { FormField, FormValues } from './form-dialog';
import { FormFields } from './form-fields';
import { PageFormFooter } from './page-form-footer';

export interface RecordFormProps<T, D> {
  readonly view: RecordEditorView<T, D>;
  readonly send: (event: RecordEditorEvent<D>) => void;
  /** What the form is, for screen readers. */
  readonly label: string;
  readonly fields: readonly FormField[];
  /** The same controls the collection's dialog shows below its fields (CollectionFormSpec's `controls`). */
  readonly controls?: (draft: D, change: (draft: D) => void, busy: boolean, errors?: Readonly<Record<string, string | undefined>>) => ReactNode;
  readonly submitLabel: string;
  readonly busyLabel?: string;
}

/**
 * A collection's edit form on a page rather than in a dialog (an integration's Spec tab): the same
 * fields and controls, Update for who may save, Delete with its confirmation for who may delete.
 */
export function RecordForm<T, D>({ view, send, label, fields, controls, submitLabel, busyLabel }: RecordFormProps<T, D>) {
  // What the fields and controls changed, started afresh from each draft the machine holds.
  const [edited, setEdited] = useState({ from: view.draft, draft: view.draft });
  if (edited.from !== view.draft) setEdited({ from: view.draft, draft: view.draft });
  const draft = edited.draft;
  if (draft === undefined) return null;
  const values = draft as unknown as FormValues;
  const change = (next: D) => setEdited((current) => ({ ...current, draft: next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!view.saving) send({ type: 'record.save', draft });
  };
  const readOnly = !view.canSave || view.saving;
  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Stack gap="4" p="4">
        <FormFields
          fields={fields}
          values={values}
          error={view.errors.message}
          fieldErrors={view.errors.fields}
          busy={readOnly}
          onChange={(name, value) => change({ ...draft, [name]: value })}
        />
        {controls?.(draft, change, readOnly, view.errors.fields)}
        {view.errors.message && (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{view.errors.message}</Alert.Title>
          </Alert.Root>
        )}
        <PageFormFooter
          view={view}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          onDelete={() => send({ type: 'record.delete' })}
          onConfirmDelete={() => send({ type: 'delete.confirm' })}
          onCancelDelete={() => send({ type: 'delete.cancel' })}
        />
      </Stack>
    </form>
  );
}
