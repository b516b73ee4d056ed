import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { FeatureFlagForm as FormState } from '../../core/settings';
import { FormDialog, type FormField } from '../components/form-dialog';

const FIELDS: readonly FormField[] = [
  { name: 'name', label: 'Name', required: true, placeholder: 'incidents.disable', helper: 'To hide an area: <feature>.disable' },
  { name: 'value', label: 'Value', required: true, placeholder: 'true' },
  { name: 'description', label: 'Description', multiline: true, placeholder: 'Why this flag is set' },
];

export interface FeatureFlagFormProps {
  readonly open: boolean;
  readonly form?: FormState;
  readonly saving: boolean;
  readonly canDelete: boolean;
  readonly onSubmit: (draft: { name: string; value: string; description: string }) => void;
  readonly onCancel: () => void;
  readonly onDelete: () => void;
}

export function FeatureFlagForm({ open, form, saving, canDelete, onSubmit, onCancel, onDelete }: FeatureFlagFormProps) {
  const editing = form?.original !== undefined;
  const draft = form?.draft;
  const initialValues = useMemo(
    () => ({ name: draft?.name ?? '', value: draft?.value ?? '', description: draft?.description ?? '' }),
    [draft],
  );
  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit feature flag' : 'Add feature flag'}
      fields={FIELDS}
      initialValues={initialValues}
      error={form?.error}
      busy={saving}
      submitLabel={editing ? 'Update' : 'Save'}
      onSubmit={onSubmit}
      onClose={onCancel}
      secondaryAction={
        editing && canDelete ? (
          <Button variant="ghost" colorPalette="red" onClick={onDelete} disabled={saving}>
            Delete
          </Button>
        ) : undefined
      }
    />
  );
}
