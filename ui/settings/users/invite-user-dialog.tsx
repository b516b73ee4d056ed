import { useMemo } from 'react';
import { INVITE_USER, roleOptions, type Invitation, type InviteForm } from '../../../core/users';
import { FormDialog, type FormField } from '../../components/form-dialog';

const FIELDS: readonly FormField[] = [
  { name: 'firstName', label: 'First Name', required: true },
  { name: 'lastName', label: 'Last Name', required: true },
  { name: 'email', label: 'Email', required: true, type: 'email', placeholder: 'name@example.com' },
  { name: 'role', label: 'Role', required: true, options: roleOptions(), placeholder: 'Select a role' },
];

export interface InviteUserDialogProps {
  readonly open: boolean;
  readonly form?: InviteForm;
  readonly sending: boolean;
  readonly onSubmit: (draft: Invitation) => void;
  readonly onCancel: () => void;
}

/** 'Invite User': the person is created with one role and sets a password through the code they are sent. */
export function InviteUserDialog({ open, form, sending, onSubmit, onCancel }: InviteUserDialogProps) {
  const draft = form?.draft;
  const initialValues = useMemo(
    () => ({ firstName: draft?.firstName ?? '', lastName: draft?.lastName ?? '', email: draft?.email ?? '', role: draft?.role ?? '' }),
    [draft],
  );
  return (
    <FormDialog
      open={open}
      title={INVITE_USER}
      fields={FIELDS}
      initialValues={initialValues}
      fieldErrors={form?.errors}
      busy={sending}
      submitLabel="Invite"
      onSubmit={onSubmit}
      onClose={onCancel}
    />
  );
}
