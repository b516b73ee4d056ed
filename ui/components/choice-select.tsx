import { NativeSelect } from '@chakra-ui/react';

export type Choice = string | { readonly value: string; readonly label: string; readonly disabled?: boolean };

const valueOf = (choice: Choice) => (typeof choice === 'string' ? choice : choice.value);
const labelOf = (choice: Choice) => (typeof choice === 'string' ? choice : choice.label);

export interface ChoiceSelectProps {
  readonly name?: string;
  readonly value: string;
  readonly choices: readonly Choice[];
  /** What a first, empty choice reads ('None', a placeholder); absent, there is none. */
  readonly none?: string;
  readonly disabled?: boolean;
  readonly size?: 'xs' | 'sm' | 'md';
  readonly width?: string;
  /** When no Field.Label names it. */
  readonly 'aria-label'?: string;
  readonly onChange: (value: string) => void;
}

/** The console's one dropdown of fixed choices: the browser's own select, keyboard and screen-reader friendly. */
export function ChoiceSelect({ name, value, choices, none, disabled, size, width, 'aria-label': label, onChange }: ChoiceSelectProps) {
  return (
    <NativeSelect.Root size={size} width={width} disabled={disabled}>
      <NativeSelect.Field name={name} value={value} aria-label={label} onChange={(event) => onChange(event.currentTarget.value)}>
        {none !== undefined && <option value="">{none}</option>}
        {choices.map((choice) => (
          <option key={valueOf(choice)} value={valueOf(choice)} disabled={typeof choice === 'string' ? undefined : choice.disabled}>
            {labelOf(choice)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
