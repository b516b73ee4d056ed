import { useMemo } from 'react';
import {
  CREATE_INCIDENT_DEFAULTS, CREATE_INCIDENT_TITLE, INCIDENT_STATUSES, INCIDENT_TYPES, INCIDENT_TYPE_LABELS, SEVERITY_LABELS,
  SEVERITY_OPTIONS, type AttachedEvidence, type CreateIncidentField, type Incident,
} from '../../core/incidents';
import { FormDialog, type FormField } from '../components/form-dialog';
import { notify } from '../components/toaster';
import { useCreateIncident } from '../hooks/incident-screens';

const FIELDS: readonly FormField[] = [
  { name: 'title', label: 'Title', required: true },
  { name: 'description', label: 'Description', multiline: true },
  { name: 'severity', label: 'Severity', required: true, options: SEVERITY_OPTIONS.map((v) => ({ value: v, label: SEVERITY_LABELS[v] })) },
  { name: 'status', label: 'Status', required: true, options: INCIDENT_STATUSES.map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) })) },
  { name: 'type', label: 'Type', required: true, options: INCIDENT_TYPES.map((v) => ({ value: v, label: INCIDENT_TYPE_LABELS[v] })) },
];

export interface CreateIncidentDialogProps {
  readonly open: boolean;
  /** Evidence the new incident carries (a component, a check...), attached to its root hypothesis. */
  readonly evidence?: AttachedEvidence;
  readonly onClose: () => void;
  readonly onCreated: (incident: Incident) => void;
}

function CreateIncidentForm({ evidence, onClose, onCreated }: Omit<CreateIncidentDialogProps, 'open'>) {
  const { view, send } = useCreateIncident(evidence, onCreated, { onToast: notify });
  const initialValues = useMemo(() => ({ ...CREATE_INCIDENT_DEFAULTS }) as Record<string, string>, []);

  return (
    <FormDialog
      open
      title={CREATE_INCIDENT_TITLE}
      fields={FIELDS}
      initialValues={initialValues}
      fieldErrors={view.errors}
      busy={view.busy}
      submitLabel="Create"
      onClose={onClose}
      onSubmit={(values) => {
        for (const field of FIELDS) send({ type: 'form.change', field: field.name as CreateIncidentField, value: values[field.name] ?? '' });
        send({ type: 'form.submit' });
      }}
    />
  );
}

/** Create New Incident (seed 001 §2.2): a fresh form each time it opens. */
export function CreateIncidentDialog({ open, ...props }: CreateIncidentDialogProps) {
  return open ? <CreateIncidentForm {...props} /> : null;
}
