import { Button, Field, Grid, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  CANARY_FORMS, CANARY_TYPES, canaryEntry, canaryFieldShown, canaryFieldValue, canarySpecFor, canaryTypeOf, setCanaryField, applyEditorText,
  type CanaryFormField,
} from '../../../core/settings';
import { ChoiceSelect } from '../../components/choice-select';
import { ObjectEditor } from './object-editor';

type Spec = Readonly<Record<string, unknown>>;

export interface CanarySpecEditorProps {
  readonly spec: Spec;
  readonly onSpec: (spec: Spec) => void;
  /** Messages by field, `spec.<path>` for the form's. */
  readonly errors?: Readonly<Record<string, string | undefined>>;
  readonly readOnly?: boolean;
}

function FormField({ field, value, error, readOnly, onChange }: { field: CanaryFormField; value: string; error?: string; readOnly?: boolean; onChange: (value: string) => void }) {
  return (
    <Field.Root required={field.required} invalid={error !== undefined} disabled={readOnly}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {field.input === 'textarea' ? (
        <Textarea value={value} onChange={(event) => onChange(event.target.value)} rows={3} fontFamily="mono" fontSize="xs" />
      ) : field.input === 'select' ? (
        <ChoiceSelect value={value} choices={field.options ?? []} none="None" onChange={onChange} />
      ) : (
        <Input
          value={value}
          inputMode={field.input === 'number' ? 'numeric' : undefined}
          placeholder={field.input === 'codes' ? field.options?.join(', ') : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A health check's spec (seed 002 §2.2): the type picker in the spec's order, then the type's form
 * editor, or the YAML editor for types without one. The form edits the type's first check.
 */
export function CanarySpecEditor({ spec, onSpec, errors, readOnly }: CanarySpecEditorProps) {
  const type = canaryTypeOf(spec);
  const entry = canaryEntry(spec, type);
  const fields = type.form ? CANARY_FORMS[type.form] : [];
  const shown = fields.filter((field) => canaryFieldShown(entry, field, fields));
  const render = (field: CanaryFormField) => (
    <FormField
      key={field.path}
      field={field}
      value={canaryFieldValue(entry, field)}
      error={errors?.[`spec.${field.path}`]}
      readOnly={readOnly}
      onChange={(value) => onSpec(setCanaryField(spec, type, field, value))}
    />
  );
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Type</Field.Label>
        <Grid templateColumns="repeat(auto-fill, minmax(120px, 1fr))" gap="1" role="radiogroup" aria-label="Health check type" w="full">
          {CANARY_TYPES.map((candidate) => (
            <Button
              key={candidate.label}
              size="xs"
              variant={candidate === type ? 'solid' : 'outline'}
              colorPalette={candidate === type ? 'blue' : 'gray'}
              role="radio"
              aria-checked={candidate === type}
              disabled={readOnly}
              onClick={() => candidate !== type && onSpec(canarySpecFor(candidate, spec.schedule))}
            >
              {candidate.label}
            </Button>
          ))}
        </Grid>
      </Field.Root>
      {type.form ? (
        <Stack gap="3">
          {shown.filter((field) => !field.advanced).map(render)}
          <Heading as="h3" size="xs" color="fg.muted">
            Advanced
          </Heading>
          {shown.filter((field) => field.advanced).map(render)}
        </Stack>
      ) : (
        <Field.Root>
          <Field.Label>Spec</Field.Label>
          <Text fontSize="xs" color="fg.muted">
            {type.key ? `${type.label} checks are written in YAML.` : 'Any canary spec, in YAML.'}
          </Text>
          <ObjectEditor key={type.label} label="Spec" mode="yaml" height={260} readOnly={readOnly} initial={spec} onText={(text) => onSpec(applyEditorText(spec, text))} />
        </Field.Root>
      )}
    </Stack>
  );
}
