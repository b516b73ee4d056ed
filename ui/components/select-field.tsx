import { Field, NativeSelect } from '@chakra-ui/react';

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

/** A labelled dropdown of the browser's own select: keyboard and screen-reader friendly, tiny. */
export function SelectField({ label, value, options, onChange, hideLabel, size = 'sm', width, disabled }: SelectFieldProps) {
  return (
    <Field.Root disabled={disabled} display="inline-flex" flexDirection="row" alignItems="center" width={width ?? 'auto'} flex="none" gap="2">
      <Field.Label srOnly={hideLabel} whiteSpace="nowrap" color="fg.muted" fontSize="xs" mb="0">
        {label}
      </Field.Label>
      <NativeSelect.Root size={size} width={width ?? 'auto'} disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)} aria-label={label}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
