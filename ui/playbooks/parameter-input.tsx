import { Checkbox, Field, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { joinBytes, joinMillicores, MILLICORE_SUFFIX, splitBytes, type LookupKind, type MemoryUnit, type RunFieldView } from '../../core/playbooks';
import { ChoiceSelect } from '../components/choice-select';
import { LookupPicker } from './lookup-picker';

export interface ParameterInputProps {
  readonly field: RunFieldView;
  readonly searching: boolean;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  readonly onSearch: (kind: LookupKind, text: string) => void;
}

const PICKERS = new Set<string>(['people', 'team', 'component', 'config', 'check']);

/** The input of one playbook parameter, by its type (seed 000 §3), with the units of seed 000 §5. */
function Control({ field, searching, disabled, onChange, onSearch }: ParameterInputProps) {
  if (PICKERS.has(field.kind) && field.lookup) {
    const chosen = field.value ? { id: field.value, name: field.lookup.options.find((o) => o.id === field.value)?.name ?? field.value } : undefined;
    return (
      <LookupPicker
        label={field.label}
        lookup={field.lookup}
        chosen={chosen}
        searching={searching}
        disabled={disabled}
        onSearch={(text) => onSearch(field.kind as LookupKind, text)}
        onPick={(option) => onChange(option.id)}
      />
    );
  }
  switch (field.kind) {
    case 'checkbox':
      return (
        <Checkbox.Root checked={field.value === 'true'} disabled={disabled} onCheckedChange={(e) => onChange(e.checked === true ? 'true' : 'false')}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{field.label}</Checkbox.Label>
        </Checkbox.Root>
      );
    case 'list':
      return (
        <ChoiceSelect aria-label={field.label} value={field.value} choices={field.options} none="" disabled={disabled} onChange={onChange} />
      );
    case 'code':
      return <Textarea aria-label={field.label} fontFamily="mono" fontSize="sm" rows={6} value={field.value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />;
    case 'bytes': {
      const { amount, unit } = splitBytes(field.value);
      return (
        <HStack>
          <Input aria-label={field.label} inputMode="decimal" value={amount} disabled={disabled} onChange={(e) => onChange(joinBytes(e.target.value, unit))} />
          <ChoiceSelect
            width="24"
            aria-label={`${field.label} unit`}
            value={unit}
            choices={field.units ?? []}
            disabled={disabled}
            onChange={(next) => onChange(joinBytes(amount, next as MemoryUnit))}
          />
        </HStack>
      );
    }
    case 'millicores':
      return (
        <HStack>
          <Input aria-label={field.label} inputMode="numeric" value={field.value.replace(/m$/, '')} disabled={disabled} onChange={(e) => onChange(joinMillicores(e.target.value))} />
          <Text color="fg.muted">{MILLICORE_SUFFIX}</Text>
        </HStack>
      );
    default: {
      const Tag = field.multiline ? Textarea : Input;
      return (
        <Tag
          aria-label={field.label}
          type={field.kind === 'secret' ? 'password' : undefined}
          autoComplete="off"
          value={field.value}
          disabled={disabled}
          onChange={(e: { target: { value: string } }) => onChange(e.target.value)}
        />
      );
    }
  }
}

/** A parameter with its label, description and the problem of its value once touched (seed 000 §5). */
export function ParameterInput(props: ParameterInputProps) {
  const { field } = props;
  return (
    <Field.Root required={field.required} invalid={field.error !== undefined}>
      {field.kind !== 'checkbox' && (
        <Field.Label>
          {field.label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      <Control {...props} />
      {field.description && <Field.HelperText>{field.description}</Field.HelperText>}
      {field.error && <Field.ErrorText>{field.error}</Field.ErrorText>}
    </Field.Root>
  );
}
