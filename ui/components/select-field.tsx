import { Field } from '@chakra-ui/react';
import { ChoiceSelect } from './choice-select';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  /** The label stays for screen readers only. */
  readonly hideLabel?: boolean;
  readonly size?: 'xs' | 'sm' | 'md';
  readonly width?: string;
  readonly disabled?: boolean;
}

/** A dropdown with its label beside it, for a toolbar. */
export function SelectField({ label, value, options, onChange, hideLabel, size = 'sm', width, disabled }: SelectFieldProps) {
  return (
    <Field.Root disabled={disabled} display="inline-flex" flexDirection="row" alignItems="center" width={width ?? 'auto'} flex="none" gap="2">
      <Field.Label srOnly={hideLabel} whiteSpace="nowrap" color="fg.muted" fontSize="xs" mb="0">
        {label}
      </Field.Label>
      <ChoiceSelect size={size} width={width ?? 'auto'} disabled={disabled} value={value} choices={options} aria-label={label} onChange={onChange} />
    </Field.Root>
  );
}
