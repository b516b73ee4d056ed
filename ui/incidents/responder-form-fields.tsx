import { Field, Input, Stack, Text } from '@chakra-ui/react';
import {
  RESPONDER_INSTANCE_FIELD, instanceOptions, isFieldEnabled, lookupFields, lookupOptions, responderFieldLabel, responderShownFields,
  type ResponderType, type ResponderFormView, type ResponderWizardEvent,
} from '../../core/incidents';
import { SelectField } from '../components/select-field';

interface ResponderFormFieldsProps {
  readonly form: ResponderFormView & { readonly type: ResponderType };
  readonly saving: boolean;
  readonly send: (event: ResponderWizardEvent) => void;
}

/**
 * The form of one responder type (seed 001 §3). The Jira and planner forms choose their instance, then
 * pick project, issue type, plan, bucket and priority from its config; a child waits for its parent (§4).
 */
export function ResponderFormFields({ form, saving, send }: ResponderFormFieldsProps) {
  const { type, values, errors, lookup } = form;
  const selects = lookupFields(type);
  return (
    <Stack gap="3" aria-busy={lookup.searching || lookup.loadingConfig}>
      {lookup.error && <Text color="fg.error" role="alert">{lookup.error}</Text>}
      {responderShownFields(type).map((field) => {
        const label = responderFieldLabel(type, field);
        const disabled = saving || !isFieldEnabled(type, field, values);
        const change = (value: string) => send({ type: 'form.change', field, value });
        if (!selects.includes(field)) {
          return (
            <Field.Root key={field} required={field !== 'external_id'} invalid={Boolean(errors[field])} disabled={disabled}>
              <Field.Label>{label}<Field.RequiredIndicator /></Field.Label>
              <Input size="sm" name={field} value={values[field] ?? ''} onChange={(e) => change(e.currentTarget.value)} />
              {errors[field] && <Field.ErrorText>{errors[field]}</Field.ErrorText>}
            </Field.Root>
          );
        }
        const instance = field === RESPONDER_INSTANCE_FIELD;
        const options = instance ? instanceOptions(lookup.instances, values[field], lookup.chosen) : lookupOptions(type, field, lookup.config, values);
        return (
          <Stack key={field} gap="1">
            {instance && (
              <Input size="sm" placeholder="Search..." aria-label={`Search ${label}`} value={lookup.search} disabled={saving}
                onChange={(e) => send({ type: 'lookup.search', text: e.currentTarget.value })} />
            )}
            <SelectField label={label} width="full" value={values[field] ?? ''} disabled={disabled} onChange={change}
              options={[{ value: '', label: `Choose ${label}` }, ...options]} />
            {errors[field] && <Text color="fg.error" fontSize="xs">{errors[field]}</Text>}
          </Stack>
        );
      })}
    </Stack>
  );
}
