export { AttachToIncident, type AttachToIncidentProps } from './attach-to-incident';
export { CreateIncidentDialog, type CreateIncidentDialogProps } from './create-incident-dialog';
