import { Button, Field, Group, HStack, Input, Stack } from '@chakra-ui/react';
import {
  CREDENTIAL_MODES, CREDENTIAL_PART_LABELS, switchCredentialMode, typeCredential, type CredentialInput,
} from '../../core/shared/credential-input';

export interface CredentialFieldProps {
  readonly label: string;
  readonly value: CredentialInput;
  readonly onChange: (value: CredentialInput) => void;
  readonly required?: boolean;
  readonly hint?: string;
  readonly error?: string;
  readonly disabled?: boolean;
  /** A literal is typed hidden (a password, a token); off for values that are not secret (a user name). */
  readonly masked?: boolean;
}

/**
 * A secret-or-value field (seed 002 §3 and §4): Static, Secret or ConfigMap, the literal in the first
 * and a name and key in the others. Which mode a stored value opens in, what switching does and what
 * the field sends are core/shared/credential-input's rules.
 */
export function CredentialField({ label, value, onChange, required, hint, error, disabled, masked = true }: CredentialFieldProps) {
  return (
    <Field.Root required={required} invalid={error !== undefined} disabled={disabled}>
      <HStack justify="space-between" w="full">
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Group attached role="radiogroup" aria-label={`${label} source`}>
          {CREDENTIAL_MODES.map(({ mode, label: modeLabel }) => (
            <Button
              key={mode}
              size="2xs"
              role="radio"
              aria-checked={value.mode === mode}
              variant={value.mode === mode ? 'solid' : 'outline'}
              disabled={disabled}
              onClick={() => onChange(switchCredentialMode(value, mode))}
            >
              {modeLabel}
            </Button>
          ))}
        </Group>
      </HStack>
      {value.mode === 'static' ? (
        <Input
          aria-label={label}
          type={masked ? 'password' : 'text'}
          autoComplete="off"
          value={value.value}
          onChange={(event) => onChange(typeCredential(value, 'value', event.target.value))}
        />
      ) : (
        <Stack direction="row" w="full" gap="2">
          {(['name', 'key'] as const).map((part) => (
            <Input
              key={part}
              aria-label={`${label} ${CREDENTIAL_PART_LABELS[part]}`}
              placeholder={CREDENTIAL_PART_LABELS[part]}
              autoComplete="off"
              value={value[part]}
              onChange={(event) => onChange(typeCredential(value, part, event.target.value))}
            />
          ))}
        </Stack>
      )}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
