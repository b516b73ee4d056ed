import { useMemo } from 'react';
import { ADD_ROLE_TO_USER, roleOptions, userOptions, type RoleAssignment, type RoleForm, type User } from '../../../core/users';
import { FormDialog, type FormField } from '../../components/form-dialog';

export interface AddRoleDialogProps {
  readonly open: boolean;
  readonly form?: RoleForm;
  readonly users: readonly User[];
  readonly saving: boolean;
  readonly onSubmit: (draft: RoleAssignment) => void;
  readonly onCancel: () => void;
}

/** 'Add Role to User': one more role for a person; the roles they hold stay (DECISIONS §5). */
export function AddRoleDialog({ open, form, users, saving, onSubmit, onCancel }: AddRoleDialogProps) {
  const fields = useMemo<readonly FormField[]>(
    () => [
      { name: 'userId', label: 'User', required: true, options: userOptions(users), placeholder: 'Select a user' },
      { name: 'role', label: 'Role', required: true, options: roleOptions(), placeholder: 'Select a role' },
    ],
    [users],
  );
  const draft = form?.draft;
  const initialValues = useMemo(() => ({ userId: draft?.userId ?? '', role: draft?.role ?? '' }), [draft]);
  return (
    <FormDialog
      open={open}
      title={ADD_ROLE_TO_USER}
      fields={fields}
      initialValues={initialValues}
      fieldErrors={form?.errors}
      busy={saving}
      submitLabel="Save"
      onSubmit={onSubmit}
      onClose={onCancel}
    />
  );
}
