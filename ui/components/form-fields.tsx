import { Field, Input, Textarea } from '@chakra-ui/react';
import { ChoiceSelect } from './choice-select';
import type { FormField, FormValues } from './form-dialog';

export interface FormFieldsProps {
  readonly fields: readonly FormField[];
  readonly values: FormValues;
  /** The form's message: a required field left blank is marked with it. */
  readonly error?: string;
  readonly fieldErrors?: Readonly<Record<string, string | undefined>>;
  readonly busy?: boolean;
  onChange(name: string, value: string): void;
}

/** The labelled text fields of the console's one form, in a dialog (FormDialog) or on a page (RecordForm). */
export function FormFields({ fields, values, error, fieldErrors, busy, onChange }: FormFieldsProps) {
  return (
    <>
      {fields.map((field) => {
        const value = values[field.name] ?? '';
        const Control = field.multiline ? Textarea : Input;
        const fieldError = fieldErrors?.[field.name];
        const change = (next: string) => onChange(field.name, next);
        return (
          <Field.Root
            key={field.name}
            required={field.required}
            invalid={fieldError !== undefined || (Boolean(error) && field.required && value.trim() === '')}
          >
            <Field.Label>
              {field.label}
              <Field.RequiredIndicator />
            </Field.Label>
            {field.options ? (
              <ChoiceSelect name={field.name} value={value} choices={field.options} none={field.placeholder ?? ''} disabled={busy} onChange={change} />
            ) : (
              <Control
                name={field.name}
                type={field.multiline ? undefined : field.type}
                value={value}
                placeholder={field.placeholder}
                autoComplete="off"
                disabled={busy}
                readOnly={field.readOnly}
                onChange={(event: { target: { value: string } }) => change(event.target.value)}
              />
            )}
            {field.helper && <Field.HelperText>{field.helper}</Field.HelperText>}
            {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
          </Field.Root>
        );
      })}
    </>
  );
}
