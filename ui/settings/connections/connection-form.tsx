import { Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  CONNECTION_FORM_BUTTONS, EMPTY_CONNECTION_DRAFT, changeConnectionField, chooseConnectionType, connectionFormView,
  type ConnectionDraft, type ConnectionField, type ConnectionFieldValue,
} from '../../../core/settings/connections';
import { EMPTY_CREDENTIAL, type CredentialInput } from '../../../core/shared/credential-input';
import { ChoiceSelect } from '../../components/choice-select';
import { CredentialField } from '../../components/credential-field';
import { ChevronLeftIcon } from '../../components/icons';
import { ConnectionTypeIcon } from './connection-type-icon';

interface FieldProps {
  readonly field: ConnectionField;
  readonly value: ConnectionFieldValue | undefined;
  readonly error?: string;
  readonly busy: boolean;
  readonly change: (value: ConnectionFieldValue) => void;
}

const textOf = (value: ConnectionFieldValue | undefined) => (typeof value === 'string' ? value : '');

function FieldControl({ field, value, error, busy, change }: FieldProps) {
  if (field.kind === 'EnvVarSource') {
    return (
      <CredentialField
        label={field.label}
        value={typeof value === 'object' ? (value as CredentialInput) : EMPTY_CREDENTIAL}
        onChange={change}
        required={field.required}
        hint={field.hint}
        error={error}
        disabled={busy}
      />
    );
  }
  if (field.kind === 'checkbox') {
    return (
      <Checkbox.Root checked={value === true} onCheckedChange={(details) => change(details.checked === true)} disabled={busy}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{field.label}</Checkbox.Label>
      </Checkbox.Root>
    );
  }
  const options = field.kind === 'authentication' ? (field.choices ?? []).map((c) => ({ value: c.key, label: c.label })) : field.options?.map((o) => ({ value: o, label: o }));
  return (
    <Field.Root required={field.required} invalid={error !== undefined} disabled={busy}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {options ? (
        <ChoiceSelect name={field.key} value={textOf(value)} choices={options} onChange={change} />
      ) : (
        <Input
          name={field.key}
          inputMode={field.kind === 'numberInput' ? 'numeric' : undefined}
          autoComplete="off"
          value={textOf(value)}
          onChange={(event) => change(event.target.value)}
        />
      )}
      {field.hint && <Field.HelperText>{field.hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface ConnectionFormProps {
  readonly draft: ConnectionDraft;
  readonly mode: 'create' | 'edit';
  readonly change: (draft: ConnectionDraft) => void;
  readonly busy: boolean;
  readonly errors?: Readonly<Record<string, string | undefined>>;
}

/**
 * The connection side panel's body (seed 002 §2.2): the type grid, five a row, then the chosen type's
 * fields from core's catalogue, with Back to the grid unless editing.
 */
export function ConnectionForm({ draft, mode, change, busy, errors }: ConnectionFormProps) {
  const view = connectionFormView(draft, mode);
  if (view.step === 'type') {
    return (
      <Stack gap="2" role="group" aria-label="Connection types">
        {view.rows.map((row) => (
          <SimpleGrid key={row[0]!.value} columns={5} gap="2">
            {row.map((type) => (
              <Button key={type.value} variant="outline" h="16" flexDirection="column" gap="1" onClick={() => change(chooseConnectionType(type.value))}>
                <ConnectionTypeIcon category={type.category} />
                <Text fontSize="xs" truncate maxW="full">
                  {type.title}
                </Text>
              </Button>
            ))}
          </SimpleGrid>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <HStack>
        {view.canGoBack && (
          <Button size="xs" variant="ghost" onClick={() => change(EMPTY_CONNECTION_DRAFT)} disabled={busy}>
            <ChevronLeftIcon /> {CONNECTION_FORM_BUTTONS.back}
          </Button>
        )}
        <ConnectionTypeIcon category={view.category} />
        <Text fontWeight="medium">{view.title}</Text>
      </HStack>
      {view.fields.map(({ field, value }) => (
        <FieldControl
          key={field.key}
          field={field}
          value={value}
          error={errors?.[field.key]}
          busy={busy}
          change={(next) => change(changeConnectionField(draft, field.key, next))}
        />
      ))}
    </Stack>
  );
}
